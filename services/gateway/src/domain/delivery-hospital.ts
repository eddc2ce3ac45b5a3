/** The delivery hospital the parent named in the medical form's pregnancy section, if any. */
export interface DeliveryHospital {
  name: string;
  city: string | null;
  phone: string | null;
}

function textAt(section: unknown, key: string): string | null {
  if (typeof section !== 'object' || section === null) return null;
  const value = (section as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads `pregnancy.hospitalName/City/Phone` from the form's answers (draft or submitted). */
export function deliveryHospitalOf(
  answers: Record<string, unknown> | null | undefined,
): DeliveryHospital | null {
  const pregnancy = answers?.['pregnancy'];
  const name = textAt(pregnancy, 'hospitalName');
  if (!name) return null;
  return {
    name,
    city: textAt(pregnancy, 'hospitalCity'),
    phone: textAt(pregnancy, 'hospitalPhone'),
  };
}
