// The addresses of the public pages (no session needed): where src/routes.tsx mounts them, and
// what src/authProvider/returnPath.ts never sends a user back to after login.
export const publicPaths = {
  aviso: '/aviso',
  login: '/login',
  signup: '/signup',
  recoverPassword: '/recover-password',
  resetPassword: '/reset-password',
} as const;

const all = new Set<string>(Object.values(publicPaths));

export const isPublicPath = (pathname: string) => all.has(pathname.replace(/(.)\/+$/, '$1'));
