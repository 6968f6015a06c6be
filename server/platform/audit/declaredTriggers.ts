// The audit trigger of every declared table (common/resources/): migration 0120
// defines audit_row() and attaches it to the tables written before the declarations had one (the same
// trigger, by name and arguments, for those declared since); a declared table gets it here, from its
// declaration, each time the migrations run (CREATE OR REPLACE, so running it again changes nothing). A new
// declaration is audited with no SQL of its own.
import { declarations } from '../../../common/resources';
import type { ResourceDeclaration } from '../../../common/resources';

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nome de tabela inesperado: ${name}`);
  return name;
};

export const declaredAuditTrigger = (declaration: Pick<ResourceDeclaration, 'name' | 'table' | 'auditParent' | 'rowKey'>) => {
  const table = identifier(declaration.table);
  // A row keyed by several fields (a link) is recorded under its first, its parent naming the rest.
  const idColumn = identifier(declaration.rowKey?.[0] ?? 'id');
  const parent = declaration.auditParent;
  const [parentResource, parentColumn] = parent ? [identifier(parent.resource), identifier(parent.column)] : ['', ''];
  return `CREATE OR REPLACE TRIGGER ${table}_audited AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION audit_row('${identifier(declaration.name)}', '${idColumn}', '${parentResource}', '${parentColumn}', '');`;
};

/** The script that attaches audit_row() to every declared table. */
export const declaredAuditTriggers = () =>
  declarations.map(declaredAuditTrigger).join('\n');
