import type { MedicalFormAnswers } from '../medical-form/index.js';

const no = { answer: 'no' } as const;

/** A complete, valid set of answers (tests only; every value is made up). */
export function completeAnswers(): MedicalFormAnswers {
  return {
    mother: {
      fullName: 'Jordan Rivera',
      otherNames: '',
      dateOfBirth: '1992-04-17',
      phone: '+1 916 555 0100',
      address: '12 Elm Street, Sacramento, CA 95819',
    },
    pregnancy: {
      dueDate: '2026-07-01',
      births: 'single',
      hospitalName: 'Mercy General Hospital',
      hospitalCity: 'Sacramento',
      hospitalPhone: '(916) 555-0101',
      providerName: 'Dr. Ana Lopez',
      providerPractice: 'Midtown Obstetrics',
      providerPhone: '916.555.0102',
      deliveryType: 'vaginal',
      surrogacyOrAdoption: no,
    },
    health: { conditions: no, medications: { answer: 'yes', details: 'Prenatal vitamins daily' } },
    infections: {
      hepatitisB: no,
      hepatitisC: no,
      hiv: no,
      htlv: no,
      syphilis: no,
      malaria: no,
      zika: no,
      travel: no,
    },
    exposures: { transfusion: no, transplant: no, tattoo: no, needleStick: no },
    cancer: { mother: no, father: no },
    genetics: { bloodDisorders: no, immunodeficiencies: no, metabolicDisorders: no },
    consent: {
      agreed: true,
      signatureName: 'Jordan Rivera',
      signatureDate: '2026-06-01',
      relationship: 'self',
    },
  };
}
