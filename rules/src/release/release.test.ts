import {
  checkReleaseFile,
  checkReleaseFiles,
  holderCanCancel,
  isReleaseFilePurpose,
  isOpenRelease,
  releaseStartRefusal,
  MAX_RELEASE_FILE_BYTES,
  RELEASE_STATUSES,
  releaseFileType,
  releaseMove,
  type ReleaseStatus,
} from './index.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('a request’s status', () => {
  it('moves along the bank’s steps, never back from an end', () => {
    const path: ReleaseStatus[] = [
      'RECEIVED',
      'UNDER_REVIEW',
      'NEEDS_INFO',
      'APPROVED',
      'SHIPPED',
      'COMPLETED',
    ];
    for (let index = 1; index < path.length; index += 1) {
      expect(releaseMove('STAFF', path[index - 1]!, path[index]!)).toEqual({ ok: true });
    }
    expect(releaseMove('STAFF', 'SHIPPED', 'CANCELLED')).toEqual({
      ok: false,
      refusal: 'NOT_NEXT',
    });
    expect(releaseMove('STAFF', 'APPROVED', 'RECEIVED')).toEqual({
      ok: false,
      refusal: 'NOT_NEXT',
    });
    for (const to of RELEASE_STATUSES) {
      expect(releaseMove('STAFF', 'COMPLETED', to)).toEqual({ ok: false, refusal: 'CLOSED' });
      expect(releaseMove('HOLDER', 'CANCELLED', to)).toEqual({ ok: false, refusal: 'CLOSED' });
    }
  });

  it('lets the account holder cancel before approval and answer only when asked', () => {
    for (const from of ['RECEIVED', 'UNDER_REVIEW', 'NEEDS_INFO'] as const) {
      expect(releaseMove('HOLDER', from, 'CANCELLED')).toEqual({ ok: true });
      expect(holderCanCancel(from)).toBe(true);
    }
    for (const from of ['APPROVED', 'SHIPPED'] as const) {
      expect(releaseMove('HOLDER', from, 'CANCELLED')).toEqual({
        ok: false,
        refusal: 'HOLDER_CANCELS_BEFORE_APPROVAL',
      });
    }
    expect(releaseMove('HOLDER', 'NEEDS_INFO', 'UNDER_REVIEW')).toEqual({ ok: true });
    expect(releaseMove('HOLDER', 'RECEIVED', 'UNDER_REVIEW')).toEqual({
      ok: false,
      refusal: 'HOLDER_ANSWERS_WHEN_ASKED',
    });
    expect(releaseMove('HOLDER', 'RECEIVED', 'APPROVED')).toEqual({
      ok: false,
      refusal: 'NOT_NEXT',
    });
  });

  it('is open until it is completed or cancelled (one open request per child)', () => {
    expect(RELEASE_STATUSES.filter(isOpenRelease)).toEqual([
      'RECEIVED',
      'UNDER_REVIEW',
      'NEEDS_INFO',
      'APPROVED',
      'SHIPPED',
    ]);
  });

  it('starts only for a stored unit, when none was asked or the last was cancelled; never after completion', () => {
    const stored = (latest: ReleaseStatus | null) => releaseStartRefusal({ stored: true, latest });
    expect(stored(null)).toBeNull();
    expect(stored('CANCELLED')).toBeNull();
    for (const open of ['RECEIVED', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'SHIPPED'] as const) {
      expect(stored(open)).toBe('OPEN');
    }
    expect(stored('COMPLETED')).toBe('DONE');
    expect(releaseStartRefusal({ stored: false, latest: null })).toBe('NOT_STORED');
    expect(releaseStartRefusal({ stored: false, latest: 'CANCELLED' })).toBe('NOT_STORED');
  });
});

describe('a request’s files', () => {
  it('are PDF, JPEG or PNG by their content, whatever their name says', () => {
    expect(releaseFileType(text('%PDF-1.7\n1 0 obj\nendobj\n%%EOF\n'))).toBe('application/pdf');
    expect(releaseFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(releaseFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    // A PDF cut short, a GIF, a text file named .pdf.
    expect(releaseFileType(text('%PDF-1.7\n1 0 obj'))).toBeNull();
    expect(releaseFileType(text('GIF89a'))).toBeNull();
    expect(releaseFileType(text('not really a pdf'))).toBeNull();
  });

  it('are refused empty, over 10 MB or of another type', () => {
    expect(checkReleaseFile(new Uint8Array())).toEqual({ ok: false, refusal: 'EMPTY' });
    const large = new Uint8Array(MAX_RELEASE_FILE_BYTES + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(checkReleaseFile(large)).toEqual({ ok: false, refusal: 'TOO_LARGE' });
    expect(checkReleaseFile(text('hello'))).toEqual({ ok: false, refusal: 'NOT_ACCEPTED_TYPE' });
    const largest = new Uint8Array(MAX_RELEASE_FILE_BYTES);
    largest.set([0xff, 0xd8, 0xff]);
    expect(checkReleaseFile(largest)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('are the signed authorisation, the photo identification, or supporting', () => {
    expect(['AUTHORISATION', 'PHOTO_ID', 'SUPPORTING'].every(isReleaseFilePurpose)).toBe(true);
    expect(isReleaseFilePurpose('AUTHORIZATION')).toBe(false);
  });

  it('start a request only with both the authorisation and the photo identification', () => {
    expect(checkReleaseFiles({ authorisationFileId: ' rfu_1 ', photoIdFileId: 'rfu_2' })).toEqual({
      ok: true,
      value: { authorisationFileId: 'rfu_1', photoIdFileId: 'rfu_2' },
    });
    expect(checkReleaseFiles({ authorisationFileId: '  ', photoIdFileId: null })).toEqual({
      ok: false,
      problems: [
        {
          field: 'authorisationFileId',
          code: 'release.authorisationFile',
          message: 'Add the signed authorisation.',
        },
        {
          field: 'photoIdFileId',
          code: 'release.photoIdFile',
          message: "Add the account holder's photo identification.",
        },
      ],
    });
    expect(checkReleaseFiles({ authorisationFileId: 'rfu_1' })).toMatchObject({
      ok: false,
      problems: [{ field: 'photoIdFileId' }],
    });
  });
});
