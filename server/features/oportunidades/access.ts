// Reading an opportunity on behalf of a user: outside the user's scope it does not exist (404); locked, for
// the rest of the transaction, so two concurrent edits apply one after the other.
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import { scopedRows } from '../../resource/crud';
import { oportunidades } from '../../platform/db/schema';

export const { find: findOportunidade, lock: lockOportunidade } = scopedRows(oportunidades, OPORTUNIDADE_NOT_FOUND, oportunidadeScope);
