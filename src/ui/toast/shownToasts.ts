// The toasts on screen, kept outside the Toaster that took them: the console and the public pages each
// mount one (src/App.tsx, src/features/public/PublicShell.tsx), and a toast raised just before moving from
// one to the other ('Sua conta foi excluída com sucesso', then /aviso) must stay on screen.
import { useSyncExternalStore } from 'react';
import type { NotificationPayload } from 'react-admin';

export type Toast = { key: number; payload: NotificationPayload; open: boolean };

let shown: Toast[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function update(change: (toasts: Toast[]) => Toast[]) {
  shown = change(shown);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useShownToasts = () => useSyncExternalStore(subscribe, () => shown);

export const showToasts = (payloads: NotificationPayload[]) =>
  update((toasts) => [...toasts, ...payloads.map((payload) => ({ key: nextKey++, payload, open: true }))]);

export const closeToast = (key: number) =>
  update((toasts) => toasts.map((toast) => (toast.key === key ? { ...toast, open: false } : toast)));

export const removeToast = (key: number) => update((toasts) => toasts.filter((toast) => toast.key !== key));

/** Clears the screen's toasts (a test's page is torn down; nothing of it should reach the next one). */
export const forgetToasts = () => update(() => []);
