// Where a contact's value leads when clicked: a phone dials (tel:), an email writes (mailto:), a website
// opens over https and a WhatsApp number opens its chat on wa.me. Only these schemes are ever built, so a
// stored value such as 'javascript:…' can never become a script link.
import { ContactType } from '../../../common/enums';
import type { RowLink } from '../../ui/kit/ChildListCard';
import type { Contact } from './types';

/** Brazil's country code, which wa.me needs in front of the area code. */
const BRAZIL = '55';

/** The wa.me number: digits only, with 55 in front unless the value already carries a country code
 * ('+…', or more digits than a Brazilian area code and number have). */
export function whatsappNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits;
  const national = digits.replace(/^0+/, '');
  return national.length > 11 ? national : `${BRAZIL}${national}`;
}

/** The site's https (or given http) address, or null when the value is no web address. */
export function websiteHref(value: string): string | null {
  const text = value.trim();
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function contactLink({ contact_type, value }: Pick<Contact, 'contact_type' | 'value'>): RowLink | null {
  const text = value.trim();
  if (!text) return null;
  switch (contact_type) {
    case ContactType.Phone:
      return { href: `tel:${text.replace(/[^\d+]/g, '')}`, newTab: false };
    case ContactType.Email:
      return { href: `mailto:${encodeURI(text)}`, newTab: false };
    case ContactType.Whatsapp:
      return { href: `https://wa.me/${whatsappNumber(text)}`, newTab: true };
    case ContactType.Website: {
      const href = websiteHref(text);
      return href ? { href, newTab: true } : null;
    }
    default:
      return null;
  }
}
