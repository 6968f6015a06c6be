// The plain acknowledgement the API answers where it has no row to send, as the FastAPI full-stack template
// does: {"message": "..."} after a deletion the declaration words, a password change, a logout.
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
export const messageAnswer = { 200: messageSchema };
export const messageBody = (text: string) => ({ message: text });
