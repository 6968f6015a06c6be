// The portal speaks pt-BR everywhere: every key react-admin may show has a Portuguese text, and every
// detail string the API sends in English reaches the person in Portuguese.
import english from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { ptBR } from '../../src/i18n';
import { knownDetails, translateDetail } from '../../src/i18n/apiDetails';
import { raCompletion } from '../../src/i18n/raCompletion';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const englishKeys = flatten(english as unknown as Catalogue);
const portuguese = flatten(ptBR as unknown as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);

describe('the pt-BR catalogue', () => {
  it('has every key of ra-language-english', () => {
    const missing = [...englishKeys.keys()].filter((key) => !portuguese.has(key));
    expect(missing).toEqual([]);
  });

  it('fills every react-admin key with text', () => {
    const blank = [...englishKeys.keys()].filter((key) => key !== 'ra.boolean.null' && !portuguese.get(key)?.trim());
    expect(blank).toEqual([]);
  });

  it('uses only placeholders react-admin fills in', () => {
    const broken = [...englishKeys].filter(([key, text]) => {
      const known = new Set(placeholders(text));
      return placeholders(portuguese.get(key) ?? '').some((name) => name !== 'smart_count' && !known.has(name));
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('completes only keys react-admin really uses', () => {
    const unknown = [...flatten(raCompletion as unknown as Catalogue).keys()].filter((key) => !englishKeys.has(key));
    expect(unknown).toEqual([]);
  });

  it('translates the words the portal shows', () => {
    expect(portuguese.get('ra.action.select_all')).toBe('Selecionar tudo');
    expect(portuguese.get('ra.auth.logout')).toBe('Sair');
    expect(portuguese.get('portal.error_title')).toBe('Algo deu errado!');
    expect(portuguese.get('portal.success_title')).toBe('Sucesso!');
  });
});

describe('API details', () => {
  it('shows the template English details in Portuguese', () => {
    expect(translateDetail('Incorrect email or password')).toBe('Email ou senha incorretos');
    expect(translateDetail('Invalid token')).toBe('Token inválido ou expirado');
    expect(translateDetail('The user with this email already exists in the system.')).toBe(
      'Já existe um usuário com este email',
    );
    expect(translateDetail('Incorrect password')).toBe('Senha atual incorreta');
  });

  it('translates every detail it knows into something else', () => {
    const untranslated = knownDetails().filter((detail) => translateDetail(detail) === detail);
    expect(untranslated).toEqual([]);
  });

  it('shows an unknown detail as it came', () => {
    expect(translateDetail('Pessoa não encontrada')).toBe('Pessoa não encontrada');
    expect(translateDetail('Something new')).toBe('Something new');
  });
});

describe('the declared resources in the catalogue', () => {
  it("names every declared field by its declaration's label under resources.<route>.fields", async () => {
    const { declarations, routeName } = await import('../../common/resources');
    const { consoleI18nProvider: i18nProvider } = await import('../../src/i18n/console');
    const missing = declarations.flatMap((declaration) =>
      Object.entries(declaration.fields)
        .filter(([source, field]) => i18nProvider.translate(`resources.${routeName(declaration)}.fields.${source}`) !== field?.label)
        .map(([source]) => `${declaration.name}.${source}`),
    );
    expect(missing).toEqual([]);
    expect(i18nProvider.translate('resources.pessoas.fields.document')).toBe('Documento');
    expect(i18nProvider.translate('resources.admin.name', { smart_count: 2 })).toBe('Usuários');
  });
});
