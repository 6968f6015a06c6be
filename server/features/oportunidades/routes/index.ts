// /oportunidades: the opportunities' routes the kit does not generate (it serves POST /, the multipart
// form, and GET, PUT, PATCH and DELETE /{oportunidade_id}: ../parts.ts), their history, tags and
// documents (their Odoo sync is the kit's: ../parts.ts odooSync).
// The tag catalogue (/oportunidades/tags) and each document (/oportunidades/anexos/{id}) are resources of
// their own, mounted at their declared paths (server/features/tags/routes.ts, anexos.ts).
//
// Conventions of this API area:
// - Lists answer {data, count}; an opportunity carries its tags inline ({id, name, color}).
// - Money (receita_esperada, honorarios, pipeline sums) is exact in the database (numeric) and
//   answered as JSON numbers; inputs take a number or a numeric string with up to 2 decimals.
// - The enum endpoints answer plain arrays of {id, name} in display order.
// - Static paths (/search, /pipeline, /tags, /enums/*, /anexos/*, /bulk) sit beside /{oportunidade_id}: the
//   router prefers a static segment, and the id is integer-only, so they never collide.
// - External users reach only the opportunities of oportunidadeScope(); others answer 404.
import anexos from './anexos';
import enums from './enums';
import pipeline from './pipeline';
import { oportunidadeHistory } from '../history';
import { oportunidadeTagLinks } from '../tags';

export default [pipeline, enums, oportunidadeHistory.routes, oportunidadeTagLinks.routes, anexos];
