// The data subject's rights (LGPD art. 18), for administrators: GET /{person_id}/lgpd-report?format=json|pdf
// and POST /{person_id}/anonymize. Both are recorded in the audit trail (the report before it is sent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditAction } from '../../../../common/audit';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { recordAudit } from '../../../platform/audit/record';
import { idParams } from '../../../resource/crud';
import { anonymizePerson } from '../lgpd/anonymize';
import { lgpdReportPdf } from '../lgpd/pdf';
import { lgpdReport } from '../lgpd/report';
import { routeOptions } from '../../../platform/http/routeOptions';

const params = idParams('person_id');
// Both answers leave already written (the JSON as text, the PDF as a stream), without Fastify's serializer:
// this schema documents them in /api/docs.
const reportResponse = {
  200: {
    description: 'O relatório em JSON ou, com format=pdf, em PDF',
    content: {
      'application/json': { schema: z.unknown() },
      'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
    },
  },
};
const reportQuery = z.object({ format: z.enum(['json', 'pdf'], { error: 'Formato deve ser json ou pdf' }).default('json') });

const lgpd: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/lgpd-report',
    routeOptions('persons.lgpd', 'Relatório LGPD do titular: tudo o que o portal guarda sobre a pessoa', {
      params,
      querystring: reportQuery,
      response: reportResponse,
    }),
    async (request, reply) => {
      const personId = request.params.person_id;
      const report = await lgpdReport(app.db, app.dataKeys, personId);
      await recordAudit(app.db, request, {
        action: AuditAction.Report,
        resource: 'persons',
        record_id: personId,
        changes: { format: request.query.format },
      });
      if (request.query.format === 'json') return reply.type('application/json').send(JSON.stringify(report));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="lgpd-pessoa-${personId}.pdf"`)
        .send(lgpdReportPdf(report));
    },
  );

  app.post(
    '/:person_id/anonymize',
    routeOptions('persons.lgpd', 'Anonimiza a pessoa, mantendo valores e estágios das oportunidades (409 com uma oportunidade em andamento)', {
      params,
      response: { 200: personsDeclaration.schemas.row },
    }),
    async (request) =>
      app.db.transaction(async (tx) => {
        const person = await anonymizePerson(tx, request.params.person_id);
        await recordAudit(tx, request, { action: AuditAction.Anonymize, resource: 'persons', record_id: person.id });
        return person;
      }),
  );
};

export default lgpd;
