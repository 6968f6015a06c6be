// An attachment as answered: everything but where the file is stored.
import type { Anexo } from '../../../platform/db/schema';

export const presentAnexo = ({ storage_key: _key, ...anexo }: Anexo) => anexo;
