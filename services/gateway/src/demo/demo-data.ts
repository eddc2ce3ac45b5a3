import { addDays, utcCalendarDate } from '@portal/rules/dates';
import { DEMO_ORDER_IDS, DEMO_PARENT } from './demo-parent.js';

/** Rows of the demo: plain data, written by seed-demo-data.ts. */

export const DEMO_PLANS = [
  { code: 'annual', name: 'Annual storage', priceCents: 17_500, currency: 'usd', interval: 'year' },
  {
    code: 'monthly',
    name: 'Monthly storage',
    priceCents: 1_500,
    currency: 'usd',
    interval: 'month',
  },
];

const no = { answer: 'no' } as const;
/** The elder child's submitted form: every answer of @portal/rules/medical-form. */
const MAYA_ANSWERS = {
  mother: {
    fullName: 'Jordan Rivera',
    otherNames: '',
    dateOfBirth: '1992-06-02',
    phone: '+1 916 555 0142',
    address: '2200 Capitol Ave, Sacramento, CA 95816',
  },
  pregnancy: {
    dueDate: '2024-04-20',
    births: 'single',
    hospitalName: "St. Luke's Medical Center",
    hospitalCity: 'Sacramento',
    hospitalPhone: '+1 916 555 0190',
    providerName: 'Dr. Amelia Chen',
    providerPractice: 'Capitol Women’s Health',
    providerPhone: '+1 916 555 0175',
    deliveryType: 'vaginal',
    surrogacyOrAdoption: no,
  },
  health: { conditions: no, medications: { answer: 'yes', details: 'Prenatal vitamins, daily' } },
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
    signatureDate: '2024-03-08',
    relationship: 'self',
  },
};

/** The elder child's annual plan started with the kit order; it renews each 20 February. */
const MAYA_PLAN_START = new Date('2024-02-20T10:05:00Z');
const DEMO_CARD = { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 };
const DEMO_SHIPPING_ADDRESS = {
  line1: '2200 Capitol Ave',
  line2: null,
  city: 'Sacramento',
  region: 'CA',
  postalCode: '95816',
  country: 'US',
};

/** The same day and time `months` calendar months later (UTC), as the providers renew. */
function addMonthsUtc(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The demo's rows, with the younger child's dates placed relative to `now`. */
export function demoRows(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const today = utcCalendarDate(now);
  const owner = DEMO_PARENT.uid;
  const purchaser = DEMO_PARENT.displayName;
  // The younger child's monthly plan: bought with the kit order, renewed once since.
  const babyPlanStart = daysAgo(45);
  const babyRenewed = addMonthsUtc(babyPlanStart, 1);
  return {
    user: { id: owner, email: DEMO_PARENT.email, name: purchaser },
    orders: [
      {
        id: DEMO_ORDER_IDS.maya,
        ownerUid: owner,
        purchaserName: purchaser,
        childName: 'Maya Rivera',
        dueDate: '2024-04-20',
        planCode: 'annual',
        kitShippedAt: new Date('2024-02-26T15:00:00Z'),
        collectedAt: new Date('2024-04-14T09:40:00Z'),
        labProcessedAt: new Date('2024-04-16T18:00:00Z'),
        createdAt: new Date('2024-02-20T10:00:00Z'),
      },
      {
        id: DEMO_ORDER_IDS.baby,
        ownerUid: owner,
        purchaserName: purchaser,
        childName: 'Baby Rivera',
        dueDate: addDays(today, 35),
        planCode: 'monthly',
        kitShippedAt: daysAgo(21),
        collectedAt: null,
        labProcessedAt: null,
        createdAt: babyPlanStart,
      },
    ],
    medicalForms: [
      {
        orderId: DEMO_ORDER_IDS.maya,
        answers: MAYA_ANSWERS,
        updatedAt: new Date('2024-03-08T20:15:00Z'),
        submittedAt: new Date('2024-03-08T20:15:00Z'),
      },
    ],
    pickups: [
      {
        id: 'pu_demo_maya',
        orderId: DEMO_ORDER_IDS.maya,
        reference: 'PU-M4YR7K',
        status: 'COLLECTED',
        locationType: 'HOSPITAL',
        place: "St. Luke's Medical Center",
        address: '1800 E Van Buren St, Phoenix, AZ 85006',
        collectionDate: '2024-04-13',
        collectionTime: '06:30',
        contactPhone: '+1 602 555 0142',
        notes: 'Labour and delivery, 3rd floor.',
        requestedAt: new Date('2024-04-13T08:05:00Z'),
        updatedAt: new Date('2024-04-14T09:40:00Z'),
        dispatchedAt: new Date('2024-04-14T07:15:00Z'),
        collectedAt: new Date('2024-04-14T09:40:00Z'),
      },
    ],
    certificates: [
      {
        orderId: DEMO_ORDER_IDS.maya,
        status: 'ISSUED',
        progress: 100,
        unitId: 'CBU-2024-041-7731',
        childName: 'Maya Rivera',
        birthDate: '2024-04-13',
        collectionDate: '2024-04-13',
        processingDate: '2024-04-15',
        lab: 'Cord Blood Processing Laboratory, Tucson, AZ',
        tncCount: 14.2,
        cd34Count: 5.6,
        viabilityPercent: 97.4,
        volumeMl: 98.5,
        storageSite: 'Cryogenic Storage Vault B, Tucson, AZ',
        issuedAt: new Date('2024-05-02T16:00:00Z'),
      },
      {
        orderId: DEMO_ORDER_IDS.baby,
        status: 'LOCKED',
        progress: 0,
        unitId: null,
        childName: null,
        birthDate: null,
        collectionDate: null,
        processingDate: null,
        lab: null,
        tncCount: null,
        cd34Count: null,
        viabilityPercent: null,
        volumeMl: null,
        storageSite: null,
        issuedAt: null,
      },
    ],
    /**
     * Each child's storage as the portal sells it: the plan's first period paid at checkout,
     * then a renewal each period, every one paid with the card on file (the receipts are the
     * portal's own: the local provider keeps no pages). Their amounts and dates are the plan's.
     */
    invoices: [
      {
        id: 'in_demo_maya_storage_2024',
        orderId: DEMO_ORDER_IDS.maya,
        number: 'INV-24-0107',
        amountCents: 17_500,
        issuedAt: MAYA_PLAN_START,
      },
      {
        id: 'in_demo_maya_storage_2025',
        orderId: DEMO_ORDER_IDS.maya,
        number: 'INV-25-0412',
        amountCents: 17_500,
        issuedAt: new Date('2025-02-20T10:05:00Z'),
      },
      {
        id: 'in_demo_maya_storage_2026',
        orderId: DEMO_ORDER_IDS.maya,
        number: 'INV-26-0398',
        amountCents: 17_500,
        issuedAt: new Date('2026-02-20T10:05:00Z'),
      },
      {
        id: 'in_demo_baby_storage_1',
        orderId: DEMO_ORDER_IDS.baby,
        number: 'INV-BR-0001',
        amountCents: 1_500,
        issuedAt: babyPlanStart,
      },
      {
        id: 'in_demo_baby_storage_2',
        orderId: DEMO_ORDER_IDS.baby,
        number: 'INV-BR-0002',
        amountCents: 1_500,
        issuedAt: babyRenewed,
      },
    ].map((invoice) => ({
      ...invoice,
      currency: 'usd',
      status: 'paid',
      paidAt: invoice.issuedAt,
    })),
    /**
     * Both children's storage plans, renewed by the local payment provider (so `npm run ops --
     * renew --order <id>` works in the demo): Maya's annual plan each 20 February, Baby
     * Rivera's monthly plan each month since the kit was ordered.
     */
    subscriptions: [
      {
        checkout: {
          id: 'chk_demo_maya',
          reference: 'CB-MAYA24',
          idempotencyKey: 'demo-maya-storage-plan',
          planCode: 'annual',
          amountCents: 17_500,
          orderId: DEMO_ORDER_IDS.maya,
          paidAt: MAYA_PLAN_START,
          details: {
            parentName: DEMO_PARENT.displayName,
            phone: '+1 916 555 0142',
            dueDate: '2024-04-20',
            shippingAddress: DEMO_SHIPPING_ADDRESS,
          },
        },
        subscriptionRef: 'sub_local_demo_maya',
        customerRef: 'cus_local_demo_rivera',
        currentPeriodStart: new Date('2026-02-20T10:05:00Z'),
        currentPeriodEnd: new Date('2027-02-20T10:05:00Z'),
        card: DEMO_CARD,
      },
      {
        checkout: {
          id: 'chk_demo_baby',
          reference: 'CB-BABY26',
          idempotencyKey: 'demo-baby-storage-plan',
          planCode: 'monthly',
          amountCents: 1_500,
          orderId: DEMO_ORDER_IDS.baby,
          paidAt: babyPlanStart,
          details: {
            parentName: DEMO_PARENT.displayName,
            phone: '+1 916 555 0142',
            dueDate: addDays(today, 35),
            shippingAddress: DEMO_SHIPPING_ADDRESS,
          },
        },
        subscriptionRef: 'sub_local_demo_baby',
        customerRef: 'cus_local_demo_rivera',
        currentPeriodStart: babyRenewed,
        currentPeriodEnd: addMonthsUtc(babyRenewed, 1),
        card: DEMO_CARD,
      },
    ],
  };
}
