// What the list does to the selected persons (or to every result of the filter): activate, deactivate or
// delete them, through POST /persons/bulk.
import { ActivationBulkBar } from '../../ui/list';

export const PessoaBulkActions = () => <ActivationBulkBar nouns={{ one: 'pessoa', many: 'pessoas', feminine: true }} />;
