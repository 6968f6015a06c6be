// Path parameters of the /oportunidades routes: integer ids only, so '/tags' or '/search' can never be
// read as an opportunity id.
import { idParams } from '../../../resource/crud';

export const oportunidadeParams = idParams('oportunidade_id');
export const tagParams = idParams('tag_id');
export const anexoParams = idParams('anexo_id');
