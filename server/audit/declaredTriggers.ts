// The audit trigger of every resource the kit generates (common/resources/ declarations of kind
// 'generated'): migration 0120 defines audit_row() and attaches it to the hand-written tables; a declared
// table gets it here, from its declaration, each time the migrations run (CREATE OR REPLACE, so running it
// again changes nothing). A new declaration is audited with no SQL of its own.
import { generatedResources } from '../../common/resources';
import type { GeneratedDeclaration } from '../../common/resources';

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nome de tabela inesperado: ${name}`);
  return name;
};

export const declaredAuditTrigger = (declaration: Pick<GeneratedDeclaration, 'name' | 'table' | 'auditParent'>) => {
  const table = identifier(declaration.table);
  const parent = declaration.auditParent;
  const [parentResource, parentColumn] = parent ? [identifier(parent.resource), identifier(parent.column)] : ['', ''];
  return `CREATE OR REPLACE TRIGGER ${table}_audited AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION audit_row('${identifier(declaration.name)}', 'id', '${parentResource}', '${parentColumn}', '');`;
};

/** The script that attaches audit_row() to every generated resource's table. */
export const declaredAuditTriggers = () => generatedResources.map(declaredAuditTrigger).join('\n');
