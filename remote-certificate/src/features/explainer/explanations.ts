import type { CertificateFieldId } from '../certificate/certificate-fields';

export interface Explanation {
  /** What the value is, in plain words. */
  body: string[];
  /** What is usual, where the lab's numbers have a usual range. */
  typical?: string;
}

/** A plain-language explanation of every field of the certificate. */
export const EXPLANATIONS: Record<CertificateFieldId, Explanation> = {
  'child-name': {
    body: [
      'The name of the child whose cord blood is stored. The stored unit belongs to your family and is kept for this child.',
    ],
  },
  'birth-date': {
    body: [
      'The day your child was born. The lab records it because the cord blood is collected at the birth.',
    ],
  },
  'account-holder': {
    body: [
      'The person whose account pays for the storage. They can see the certificate in this portal and are the person we contact about the stored unit.',
    ],
  },
  'unit-id': {
    body: [
      "The stored cord blood's unique number, printed on the bag, on the lab's records and under the barcode. A doctor or transplant center quotes it when they ask for the unit to be released.",
      'Keep it safe: with the unit ID, we can find the unit at once.',
    ],
  },
  'collection-date': {
    body: [
      'The day the cord blood was collected, just after the birth. It is usually the same day as the birth.',
    ],
  },
  'processing-date': {
    body: [
      'The day the lab processed the cord blood: it separates the cells that matter, adds a protective solution and begins freezing them. This usually happens within 48 hours of the collection.',
    ],
  },
  lab: {
    body: [
      'The accredited laboratory that tested and processed the cord blood and measured the values on the certificate.',
    ],
  },
  tnc: {
    body: [
      'Total nucleated cells (TNC) counts every cell with a nucleus in the stored unit. These are white blood cells, which include the stem cells. It is the first number doctors look at when they consider a unit for a treatment, together with the patient’s weight.',
      'The lab writes it in units of 10⁸, that is 100 million: 14.2 × 10⁸ means 1,420,000,000 cells. The certificate also shows the number written out in full.',
    ],
    typical:
      'Most cord blood collections hold between about 5 and 20 × 10⁸ nucleated cells (500 million to 2 billion). More cells give doctors more options.',
  },
  cd34: {
    body: [
      'CD34+ cells are the blood-forming stem cells themselves, recognized by a marker called CD34 on their surface. They are the cells that can rebuild blood and immune systems.',
      'The lab writes the count in units of 10⁶, that is one million: 5.6 × 10⁶ means 5,600,000 cells.',
    ],
    typical:
      'A cord blood unit usually holds between about 1 and 10 × 10⁶ CD34+ cells (1 to 10 million). They are a small share of all the nucleated cells: that is normal.',
  },
  viability: {
    body: [
      'The share of the cells that were alive and healthy when the lab measured them after processing, as a percentage.',
    ],
    typical:
      'After processing, viability is usually above 85%, and often above 95%. Cells frozen in good health keep well for many years.',
  },
  volume: {
    body: [
      'How much cord blood the lab received from the collection, in milliliters (mL). Before freezing, the lab reduces it to a small, concentrated volume that keeps the cells.',
    ],
    typical:
      'Collections usually measure between about 40 and 150 mL. A larger collection often, but not always, holds more cells.',
  },
  'storage-site': {
    body: [
      'Where the unit is stored: a monitored tank of liquid nitrogen vapor, below −150 °C, at this site. At that temperature the cells are kept for decades.',
    ],
  },
  'issue-date': {
    body: [
      'The day the lab issued this certificate, after every test was complete. The values on it do not change while the unit is stored.',
    ],
  },
};
