/** A `tel:` address for a displayed number such as "+1 (800) 555-0199". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
