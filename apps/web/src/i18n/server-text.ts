// UX-1: texts a server sends in English, named on the device in its language by the code beside
// them (server-messages.ts). A code the device does not know (a newer server) keeps the server's
// text, so something is always shown.
import type { ApiError, MenuItem } from '@fieldops/contract';
import { type MessageKey, currentLocale, en, t } from './messages';

const known = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** A job's or location's status value ('Open', 'Closed') in the shown language. */
export function statusText(value: string): string {
  const key = `status.value.${value}`;
  return known(key) ? t(key) : value;
}

/** The company's menu items by url (what identifies them; the title is only their English name). */
const MENU_ITEM_KEYS: Readonly<Record<string, MessageKey>> = {
  'fleet-list': 'menu.item.fleet',
  'https://www.osha.gov/construction': 'menu.item.safetyHandbook',
};

export function menuItemTitle(item: Pick<MenuItem, 'title' | 'url'>): string {
  const key =
    MENU_ITEM_KEYS[
      item.url
        .trim()
        .replace(/^\/+|\/+$/g, '')
        .toLowerCase()
    ];
  return key ? t(key) : item.title;
}

/**
 * A server's refusal in the shown language, from its error code. In English the server's own
 * message is kept: it is English already, and says more (which field, why the job closed).
 */
export function serverErrorText(body: Pick<ApiError, 'error' | 'message'>): string {
  const key = `server.error.${body.error}`;
  if (currentLocale() === 'en' || !known(key)) return body.message;
  return t(key, { message: body.message });
}
