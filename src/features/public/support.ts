/**
 * The support chat the maintenance notice links to. Set VITE_SUPPORT_CHAT_URL when building the portal
 * (e.g. a WhatsApp or help-desk chat link); without it the link opens an email to the support address.
 */
export const SUPPORT_CHAT_URL: string = import.meta.env.VITE_SUPPORT_CHAT_URL || 'mailto:suporte@localhost';
