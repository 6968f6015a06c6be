// The appearance a person chose in /settings: 'system' (the default), 'light' or 'dark', kept in
// localStorage['theme']. react-admin's own store would prefix and JSON-encode the key
// and knows no 'system', so the portal keeps this one setting itself.
import { useCallback, useSyncExternalStore } from 'react';

export type ThemePreference = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

export const THEME_KEY = 'theme';
const CHANGE_EVENT = 'portal:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isPreference = (value: unknown): value is ThemePreference =>
  value === 'system' || value === 'light' || value === 'dark';

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemePreference(preference: ThemePreference) {
  localStorage.setItem(THEME_KEY, preference);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

export const systemMode = (): ThemeMode => (darkQuery()?.matches ? 'dark' : 'light');

export const resolveMode = (preference: ThemePreference): ThemeMode =>
  preference === 'system' ? systemMode() : preference;

/** Re-renders on a choice made here, in another tab, or (for 'system') in the operating system. */
function subscribe(onChange: () => void) {
  const query = darkQuery();
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    query?.removeEventListener?.('change', onChange);
  };
}

export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  const setPreference = useCallback((next: ThemePreference) => writeThemePreference(next), []);
  return [preference, setPreference];
}

/** The mode the portal paints now: the preference, with 'system' resolved. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, () => resolveMode(readThemePreference()), () => 'light' as const);
}
