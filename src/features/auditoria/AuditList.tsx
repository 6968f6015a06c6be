// /auditoria: the audit trail (GET /auditoria/, newest first) for administrators, filtered by action,
// resource, user and period in the URL, with the kit's 'Exportar' (GET /auditoria/export, same filters).
import { DataTable } from 'react-admin';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_RESOURCE_LABELS } from '../../../common/audit';
import type { AuditEntry } from '../../../common/auditEntries';
import { ListDayFilter, ListExportButton, ListPage, ListSelectFilter, ListTable, type UrlListOptions } from '../../ui/list';
import { formatDateTime } from '../../i18n/format';
import { noMatches } from '../../../common/resources/texts';
import { useUserChoices } from '../oportunidades/public';
import { actionLabel, compactChanges, resourceLabel } from './changes';

type Entry = AuditEntry & { id: number };

const auditList = {
  resource: 'auditoria',
  filters: { action: 'text', resource: 'text', user_id: 'number', de: 'day', ate: 'day' },
  perPage: 25,
} satisfies UrlListOptions;

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: AUDIT_ACTION_LABELS[action] }));
const resourceChoices = Object.entries(AUDIT_RESOURCE_LABELS).map(([id, name]) => ({ id, name }));

const Column = DataTable.Col<Entry>;

const AuditList = () => {
  const { choices: userChoices } = useUserChoices();
  return (
    <ListPage
      {...auditList}
      pageTitle="Auditoria"
      title="Auditoria"
      actions={<ListExportButton fileBase="auditoria" />}
      filterInputs={
        <>
          <ListSelectFilter source="action" label="Ação" allLabel="Todas as ações" choices={actionChoices} />
          <ListSelectFilter source="resource" label="Recurso" allLabel="Todos os recursos" choices={resourceChoices} />
          <ListSelectFilter source="user_id" label="Usuário" allLabel="Todos os usuários" choices={userChoices} />
          <ListDayFilter source="de" label="De" />
          <ListDayFilter source="ate" label="Até" />
        </>
      }
    >
      <ListTable<Entry>
        noun="registros"
        rowClick={false}
        bulkActionButtons={false}
        emptyFiltered={noMatches('Nenhum registro encontrado')}
        empty={{ title: 'Nenhum registro de auditoria', text: 'As ações no portal aparecem aqui.' }}
      >
        <Column source="created_at" label="Data" render={(entry) => formatDateTime(entry.created_at)} />
        <Column source="user_email" label="Usuário" render={(entry) => entry.user_email ?? '—'} />
        <Column source="action" label="Ação" render={(entry) => actionLabel(entry.action)} />
        <Column source="resource" label="Recurso" render={(entry) => resourceLabel(entry.resource)} />
        <Column source="record_id" label="Registro" render={(entry) => entry.record_id ?? '—'} />
        <Column source="client_ip" label="Endereço" render={(entry) => entry.client_ip ?? '—'} />
        <Column source="changes" label="Alterações" render={(entry) => compactChanges(entry.changes, entry.resource)} />
      </ListTable>
    </ListPage>
  );
};

export default AuditList;
