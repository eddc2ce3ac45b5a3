import { deliveryHospitalOf } from './delivery-hospital.js';

describe('deliveryHospitalOf', () => {
  it('reads the hospital the parent named in the pregnancy section', () => {
    expect(
      deliveryHospitalOf({
        pregnancy: {
          hospitalName: ' Mercy General Hospital ',
          hospitalCity: 'Sacramento',
          hospitalPhone: '+1 916 555 0100',
        },
      }),
    ).toEqual({ name: 'Mercy General Hospital', city: 'Sacramento', phone: '+1 916 555 0100' });
  });

  it('answers null without a hospital name, and null for a missing city or phone', () => {
    expect(deliveryHospitalOf(null)).toBeNull();
    expect(deliveryHospitalOf({ pregnancy: { hospitalCity: 'Sacramento' } })).toBeNull();
    expect(deliveryHospitalOf({ pregnancy: { hospitalName: '  ' } })).toBeNull();
    expect(deliveryHospitalOf({ pregnancy: { hospitalName: 'Mercy', hospitalCity: 3 } })).toEqual({
      name: 'Mercy',
      city: null,
      phone: null,
    });
  });
});
