import type { UserEvent } from '@testing-library/user-event';

/** Focuses a field and pastes the text into it: one input event, much faster than typing each key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
