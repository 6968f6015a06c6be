import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The import boundary of the layout (README, "Layout"). Four kinds of folder:
  //  - a feature: server/features/<name>/ and src/features/<name>/ (name = its declaration's name, or a
  //    clear one for what is not a declaration: dashboard, search, notificacoes...);
  //  - platform: server/platform/ (mechanisms), server/resource/ (the generator), server/integrations/
  //    (clients of Odoo, the CNPJ registry and ViaCEP) and src/ui/ (entity-free parts of the portal);
  //  - common/: the declarations and the values they share;
  //  - the composition root: the files directly in server/ and src/ (app.ts, routes.ts, declaredRoutes.ts,
  //    App.tsx, resources.tsx, Layout.tsx...), which wire features into the app: no element, so no limit.
  // A feature uses another feature only through that feature's public.ts, the one file that says what
  // the others may use (what two features share for good belongs in common/ or platform/ui instead);
  // platform, ui and common never import a feature. Tests, e2e and bench may reach anywhere, and so, for
  // now, may the portal's providers (src/dataProvider/, src/authProvider/, src/i18n/), which still name
  // some features' paths.
  {
    files: ['server/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx', 'common/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/include': ['server/**/*', 'src/**/*', 'common/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: ['server/features/*', 'src/features/*'], capture: ['name'] },
        { type: 'platform', pattern: ['server/platform', 'server/resource', 'server/integrations', 'src/ui'] },
        { type: 'common', pattern: 'common' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                    fileInternalPath: '!public.ts',
                  },
                },
              },
            },
            { from: { element: { types: { anyOf: ['platform', 'common'] } } }, disallow: { to: { element: { type: 'feature' } } } },
          ],
        },
      ],
    },
  },
);
