import { fileNameOf, saveDownload } from './save-download';

const answer = (status: number, disposition?: string) =>
  new Response(status === 200 ? '%PDF-1.4' : null, {
    status,
    headers: disposition ? { 'content-disposition': disposition } : {},
  });

describe('saveDownload', () => {
  let saved: { name: string; href: string }[];
  let revoked: string[];
  beforeEach(() => {
    saved = [];
    revoked = [];
    URL.createObjectURL = jest.fn(() => 'blob:portal/1');
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands the file to the browser under the server’s name, then lets the bytes go', async () => {
    const problem = await saveDownload(
      async () =>
        answer(200, `attachment; filename="x.pdf"; filename*=UTF-8''Certificado%20de%20Maya.pdf`),
      'document.pdf',
    );
    expect(problem).toBeNull();
    expect(saved).toEqual([{ name: 'Certificado de Maya.pdf', href: 'blob:portal/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:portal/1']);
  });

  it('says refused for 401, 403 and 404, failed for any other failure, and saves nothing', async () => {
    for (const status of [401, 403, 404]) {
      expect(await saveDownload(async () => answer(status), 'file')).toBe('refused');
    }
    expect(await saveDownload(async () => answer(500), 'file')).toBe('failed');
    expect(await saveDownload(() => Promise.reject(new TypeError('Failed to fetch')), 'file')).toBe(
      'failed',
    );
    expect(saved).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('reads the encoded name, else the plain one, else the fallback', () => {
    expect(fileNameOf(answer(200, `attachment; filename*=UTF-8''photo%20id.png`), 'f')).toBe(
      'photo id.png',
    );
    expect(fileNameOf(answer(200, 'attachment; filename="letter.pdf"'), 'f')).toBe('letter.pdf');
    expect(
      fileNameOf(answer(200, `attachment; filename*=UTF-8''%E0%A4%A; filename="p.pdf"`), 'f'),
    ).toBe('p.pdf');
    expect(fileNameOf(answer(200), 'document.pdf')).toBe('document.pdf');
  });
});
