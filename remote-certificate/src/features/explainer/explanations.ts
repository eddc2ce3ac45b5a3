import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CertificateFieldId } from '../../common/certificate-fields';

export interface Explanation {
  /** What the value is, in plain words. */
  body: MessageDescriptor[];
  /** What is usual, where the lab's numbers have a usual range. */
  typical?: MessageDescriptor;
}

/**
 * A plain-language explanation of every field of the certificate (rendered with the page's
 * i18n). Clinical values are marked for a clinical review, ownership and validity for a legal one.
 */
export const EXPLANATIONS: Record<CertificateFieldId, Explanation> = {
  'child-name': {
    body: [
      msg({
        message:
          'The name of the child whose cord blood is stored. The stored unit belongs to your family and is kept for this child.',
        comment: 'Review: legal',
      }),
    ],
  },
  'birth-date': {
    body: [
      msg`The day your child was born. The lab records it because the cord blood is collected at the birth.`,
    ],
  },
  'account-holder': {
    body: [
      msg({
        message:
          'The person whose account pays for the storage. They can see the certificate in this portal and are the person we contact about the stored unit.',
        comment: 'Review: legal',
      }),
    ],
  },
  'unit-id': {
    body: [
      msg`The stored cord blood's unique number, printed on the bag, on the lab's records and under the barcode. A doctor or transplant center quotes it when they ask for the unit to be released.`,
      msg`Keep it safe: with the unit ID, we can find the unit at once.`,
    ],
  },
  'collection-date': {
    body: [
      msg({
        message:
          'The day the cord blood was collected, just after the birth. It is usually the same day as the birth.',
        comment: 'Review: clinical',
      }),
    ],
  },
  'processing-date': {
    body: [
      msg({
        message:
          'The day the lab processed the cord blood: it separates the cells that matter, adds a protective solution and begins freezing them. This usually happens within 48 hours of the collection.',
        comment: 'Review: clinical',
      }),
    ],
  },
  lab: {
    body: [
      msg({
        message:
          'The accredited laboratory that tested and processed the cord blood and measured the values on the certificate.',
        comment: 'Review: clinical',
      }),
    ],
  },
  tnc: {
    body: [
      msg({
        message:
          'Total nucleated cells (TNC) counts every cell with a nucleus in the stored unit. These are white blood cells, which include the stem cells. It is the first number doctors look at when they consider a unit for a treatment, together with the patient’s weight.',
        comment: 'Review: clinical',
      }),
      msg({
        message:
          'The lab writes it in units of 10⁸, that is 100 million: 14.2 × 10⁸ means 1,420,000,000 cells. The certificate also shows the number written out in full.',
        comment: 'Review: clinical',
      }),
    ],
    typical: msg({
      message:
        'Most cord blood collections hold between about 5 and 20 × 10⁸ nucleated cells (500 million to 2 billion). More cells give doctors more options.',
      comment: 'Review: clinical',
    }),
  },
  cd34: {
    body: [
      msg({
        message:
          'CD34+ cells are the blood-forming stem cells themselves, recognized by a marker called CD34 on their surface. They are the cells that can rebuild blood and immune systems.',
        comment: 'Review: clinical',
      }),
      msg({
        message:
          'The lab writes the count in units of 10⁶, that is one million: 5.6 × 10⁶ means 5,600,000 cells.',
        comment: 'Review: clinical',
      }),
    ],
    typical: msg({
      message:
        'A cord blood unit usually holds between about 1 and 10 × 10⁶ CD34+ cells (1 to 10 million). They are a small share of all the nucleated cells: that is normal.',
      comment: 'Review: clinical',
    }),
  },
  viability: {
    body: [
      msg({
        message:
          'The share of the cells that were alive and healthy when the lab measured them after processing, as a percentage.',
        comment: 'Review: clinical',
      }),
    ],
    typical: msg({
      message:
        'After processing, viability is usually above 85%, and often above 95%. Cells frozen in good health keep well for many years.',
      comment: 'Review: clinical',
    }),
  },
  volume: {
    body: [
      msg({
        message:
          'How much cord blood the lab received from the collection, in milliliters (mL). Before freezing, the lab reduces it to a small, concentrated volume that keeps the cells.',
        comment: 'Review: clinical',
      }),
    ],
    typical: msg({
      message:
        'Collections usually measure between about 40 and 150 mL. A larger collection often, but not always, holds more cells.',
      comment: 'Review: clinical',
    }),
  },
  'storage-site': {
    body: [
      msg({
        message:
          'Where the unit is stored: a monitored tank of liquid nitrogen vapor, below −150 °C, at this site. At that temperature the cells are kept for decades.',
        comment: 'Review: clinical',
      }),
    ],
  },
  'issue-date': {
    body: [
      msg({
        message:
          'The day the lab issued this certificate, after every test was complete. The values on it do not change while the unit is stored.',
        comment: 'Review: legal',
      }),
    ],
  },
};
