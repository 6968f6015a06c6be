// Notifications (server/features/notificacoes/): each user's own rows only, read and unread, per-event preferences,
// the events wired (an opportunity's stage and result, a task assigned), one e-mail per event when two
// servers on one database both run the queue, and the live stream delivering an event written by the other
// server within 2 seconds.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AtividadeTipo, ResultStatus, Stage } from '../../common/enums';
import type { Person, User } from '../../server/platform/db/schema';
import { notify } from '../../server/features/notificacoes/notify';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';

type Notificacao = { id: number; evento: string; titulo: string; texto: string | null; link: string | null; lida_em: string | null };

/** A reader of GET /notificacoes/stream: each `next(type)` resolves with the next event of that type. */
function openStream(port: number, token: string) {
  const events: { type: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let response: IncomingMessage | undefined;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/api/v1/notificacoes/stream',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  let markEnded: () => void;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      response = res;
      res.on('close', () => markEnded());
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      resolve(res);
    });
    req.on('error', reject);
  });
  req.end();
  let read = 0;
  return {
    opened,
    /** Resolves when the server ends the stream. */
    ended,
    /** The next event of this type after those already taken. */
    async next<T>(type: string, timeoutMs = 5000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event, i) => i >= read && event.type === type);
        if (index >= 0) {
          read = index + 1;
          return events[index].data as T;
        }
        if (Date.now() > deadline) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      response?.destroy();
      req.destroy();
    },
  };
}

describe('notifications', () => {
  let first: TestApp;
  let second: TestApp;
  let staff: User;
  let executivo: User;
  let parceira: User;
  let colega: User;
  let outsider: User;
  let partner: Person;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    const db = first.database.db;
    partner = await fx.createPerson(db, { role: 2, name: 'Parceira Alfa' });
    staff = await first.createUser({ role: 4, email: 'equipe-notif@example.com' });
    executivo = await first.createUser({ role: 2, email: 'executivo-notif@example.com', full_name: 'Executivo Notif' });
    parceira = await first.createUser({ role: 5, email: 'parceira-notif@example.com', person_id: partner.id });
    colega = await first.createUser({ role: 6, email: 'colega-notif@example.com' });
    await fx.addVinculo(db, colega.id, partner.id);
    outsider = await first.createUser({ role: 5, email: 'fora-notif@example.com' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const list = async (t: TestApp, user: User, query = '') =>
    (await t.call({ method: 'GET', url: `/api/v1/notificacoes/${query}`, headers: await t.as(user) })).body as {
      data: Notificacao[];
      count: number;
      nao_lidas: number;
    };
  const newOportunidade = (titulo: string) =>
    fx.createOportunidade(first.database.db, { titulo, parceiro_id: partner.id, executivo_vendas_id: executivo.id });
  const patch = async (t: TestApp, user: User, id: number, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/v1/oportunidades/${id}`, headers: await t.as(user), payload });

  it("tells an opportunity's partner users and executive of a stage change and a result, never the one who made it", async () => {
    const oportunidade = await newOportunidade('Recuperação PIS');
    expect((await patch(first, staff, oportunidade.id, { estagio: Stage.Prospect })).status).toBe(200);
    for (const user of [parceira, colega, executivo]) {
      const { data } = await list(first, user);
      expect(data[0]).toMatchObject({
        evento: 'oportunidade_estagio',
        titulo: "Oportunidade 'Recuperação PIS' passou para Prospect",
        link: `/oportunidades/${oportunidade.id}`,
        lida_em: null,
      });
    }
    expect((await list(first, staff)).count).toBe(0);
    expect((await list(first, outsider)).count).toBe(0);

    // The executive wins it: the partner's users hear of it, the executive does not.
    expect((await patch(first, executivo, oportunidade.id, { status_resultado: ResultStatus.Won })).status).toBe(200);
    expect((await list(first, parceira)).data[0]).toMatchObject({ evento: 'oportunidade_resultado', titulo: "Oportunidade 'Recuperação PIS' foi ganha" });
    expect((await list(first, executivo)).data[0].evento).toBe('oportunidade_estagio');
    // A change that is neither stage nor result tells nobody.
    const before = (await list(first, parceira)).count;
    expect((await patch(first, staff, oportunidade.id, { descricao: 'Outra descrição' })).status).toBe(200);
    expect((await list(first, parceira)).count).toBe(before);
  });

  it('tells the responsável of a task given by someone else, not of one it gives itself', async () => {
    const oportunidade = await newOportunidade('Tarefa notificada');
    const create = async (user: User, payload: object) =>
      first.call({
        method: 'POST',
        url: '/api/v1/atividades/',
        headers: await first.as(user),
        payload: { tipo: AtividadeTipo.Tarefa, oportunidade_id: oportunidade.id, vence_em: new Date().toISOString(), ...payload },
      });
    const given = await create(staff, { titulo: 'Enviar contrato', responsavel_id: executivo.id });
    expect(given.status).toBe(201);
    expect((await list(first, executivo)).data[0]).toMatchObject({
      evento: 'tarefa_atribuida',
      titulo: 'Tarefa atribuída a você: Enviar contrato',
      link: `/atividades/${given.body.id}`,
    });
    const staffBefore = (await list(first, staff)).count;
    expect((await create(staff, { titulo: 'Minha própria' })).status).toBe(201);
    expect((await list(first, staff)).count).toBe(staffBefore);
    // Reassigned: the new responsável is told.
    const reassigned = await first.call({
      method: 'PATCH',
      url: `/api/v1/atividades/${given.body.id}`,
      headers: await first.as(executivo),
      payload: { responsavel_id: staff.id },
    });
    expect(reassigned.status).toBe(200);
    expect((await list(first, staff)).data[0]).toMatchObject({ evento: 'tarefa_atribuida', titulo: 'Tarefa atribuída a você: Enviar contrato' });
  });

  it("lists only the caller's own, filters the unread, and marks one or all read (never another's)", async () => {
    const user = await first.createUser({ role: 5 });
    const other = await first.createUser({ role: 5 });
    const ids = await first.database.db.transaction(async (tx) => [
      ...(await notify(tx, { event: 'oportunidade_estagio', to: [user.id], title: 'Primeira', link: '/oportunidades/1' })),
      ...(await notify(tx, { event: 'oportunidade_estagio', to: [user.id], title: 'Segunda' })),
      ...(await notify(tx, { event: 'oportunidade_estagio', to: [other.id], title: 'Da outra' })),
    ]);
    const [primeira, segunda, daOutra] = ids;
    expect(await list(first, user)).toMatchObject({ count: 2, nao_lidas: 2, data: [{ titulo: 'Segunda' }, { titulo: 'Primeira' }] });

    const headers = await first.as(user);
    const foreign = await first.call({ method: 'POST', url: `/api/v1/notificacoes/${daOutra}/lida`, headers });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Notificação não encontrada' } });
    const read = await first.call({ method: 'POST', url: `/api/v1/notificacoes/${primeira}/lida`, headers });
    expect(read).toMatchObject({ status: 200, body: { id: primeira, titulo: 'Primeira' } });
    expect(read.body.lida_em).toEqual(expect.any(String));
    const unread = await list(first, user, '?nao_lidas=true');
    expect(unread).toMatchObject({ count: 1, nao_lidas: 1, data: [{ id: segunda }] });
    expect((await first.call({ method: 'GET', url: '/api/v1/notificacoes/?nao_lidas=talvez', headers })).status).toBe(422);

    const all = await first.call({ method: 'POST', url: '/api/v1/notificacoes/lidas', headers });
    expect(all).toMatchObject({ status: 200, body: { lidas: 1, nao_lidas: 0 } });
    expect((await list(first, user, '?nao_lidas=true')).count).toBe(0);
    expect(await list(first, other)).toMatchObject({ nao_lidas: 1, data: [{ id: daOutra, lida_em: null }] });
  });

  it('keeps per-event preferences: in-app off hides it, e-mail on sends it', async () => {
    const user = await first.createUser({ role: 5, email: 'preferencias@example.com', full_name: 'Pref Silva' });
    const headers = await first.as(user);
    const url = '/api/v1/users/me/notificacoes';
    const defaults = await first.call({ method: 'GET', url, headers });
    expect(defaults.status).toBe(200);
    expect(defaults.body.preferencias).toContainEqual({
      evento: 'oportunidade_estagio',
      label: 'Uma oportunidade minha mudou de estágio',
      no_app: true,
      por_email: false,
    });
    // The refusal's e-mail is not the user's to turn off: not offered.
    expect(defaults.body.preferencias.map((p: { evento: string }) => p.evento)).not.toContain('cadastro_recusado');

    const bad = await first.call({ method: 'PUT', url, headers, payload: { preferencias: [{ evento: 'cadastro_recusado', no_app: true, por_email: false }] } });
    expect(bad.status).toBe(422);
    const saved = await first.call({
      method: 'PUT',
      url,
      headers,
      payload: {
        preferencias: [
          { evento: 'oportunidade_estagio', no_app: false, por_email: true },
          { evento: 'tarefa_atribuida', no_app: false, por_email: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferencias).toContainEqual(expect.objectContaining({ evento: 'oportunidade_estagio', no_app: false, por_email: true }));
    expect(saved.body.preferencias).toContainEqual(expect.objectContaining({ evento: 'oportunidade_resultado', no_app: true, por_email: true }));

    const written = await first.database.db.transaction(async (tx) => ({
      estagio: await notify(tx, { event: 'oportunidade_estagio', to: [user.id], title: 'Mudou de estágio', link: '/oportunidades/7' }),
      tarefa: await notify(tx, { event: 'tarefa_atribuida', to: [user.id], title: 'Nada' }),
    }));
    expect(written.tarefa).toEqual([]);
    expect((await list(first, user)).count).toBe(0);
    await first.app.syncWorker.drain();
    const mail = first.sentMail.filter((m) => m.to === 'preferencias@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Portal de Parceiros - Mudou de estágio', link: 'http://localhost:8000/oportunidades/7' });
    expect(mail[0].text).toContain('Olá, Pref Silva!');
  });

  it('sends one e-mail per recipient and event when two servers on one database both run the queue', async () => {
    const oportunidade = await newOportunidade('Dois servidores');
    const sent = () => [...first.sentMail, ...second.sentMail].filter((m) => m.subject.includes('Dois servidores'));
    expect((await patch(second, staff, oportunidade.id, { status_resultado: ResultStatus.Lost, motivo_perda: 'Sem crédito' })).status).toBe(200);
    await Promise.all([first.app.syncWorker.drain(), second.app.syncWorker.drain(), first.app.syncWorker.drain()]);
    const mails = sent();
    expect(mails.map((m) => m.to).sort()).toEqual([colega.email, executivo.email, parceira.email].sort());
    expect(mails[0].subject).toBe("Portal de Parceiros - Oportunidade 'Dois servidores' foi perdida");
    expect(mails[0].text).toContain('Motivo: Sem crédito');
    await Promise.all([first.app.syncWorker.drain(), second.app.syncWorker.drain()]);
    expect(sent()).toHaveLength(3);
  });

  it('streams an event written by the other server within 2 seconds', async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = first.app.server.address() as AddressInfo;
    const stream = openStream(port, await first.tokenFor(parceira));
    try {
      const response = await stream.opened;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      const { nao_lidas } = await stream.next<{ nao_lidas: number }>('nao_lidas');
      expect(nao_lidas).toBe((await list(first, parceira)).nao_lidas);

      const oportunidade = await newOportunidade('Ao vivo');
      const started = Date.now();
      expect((await patch(second, staff, oportunidade.id, { estagio: Stage.FirstMeeting })).status).toBe(200);
      const event = await stream.next<{ notificacao: Notificacao; nao_lidas: number }>('notificacao', 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(event).toMatchObject({
        nao_lidas: nao_lidas + 1,
        notificacao: { titulo: "Oportunidade 'Ao vivo' passou para Primeira reunião", link: `/oportunidades/${oportunidade.id}` },
      });

      // Read on the other server: the count follows.
      const read = await second.call({
        method: 'POST',
        url: `/api/v1/notificacoes/${event.notificacao.id}/lida`,
        headers: await second.as(parceira),
      });
      expect(read.status).toBe(200);
      expect(await stream.next<{ nao_lidas: number }>('nao_lidas', 2000)).toEqual({ nao_lidas });
    } finally {
      stream.close();
    }
    // Not a stream reader: refused rather than kept waiting forever.
    const plain = await first.call({ method: 'GET', url: '/api/v1/notificacoes/stream', headers: await first.as(parceira) });
    expect(plain.status).toBe(406);
  });
  it("ends the live stream when its session ends on either server, and not for a change that leaves it valid", async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = first.app.server.address() as AddressInfo;
    const token = await first.tokenFor(colega);
    const stream = openStream(port, token);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    try {
      expect((await stream.opened).statusCode).toBe(200);
      const { nao_lidas } = await stream.next<{ nao_lidas: number }>('nao_lidas');

      // Renaming herself changes her row (every server hears of it) but leaves the session valid.
      const renamed = await second.call({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { full_name: 'Colega Renomeada' },
      });
      expect(renamed.status).toBe(200);
      const oportunidade = await newOportunidade('Depois do nome');
      expect((await patch(second, staff, oportunidade.id, { estagio: Stage.FirstMeeting })).status).toBe(200);
      expect(await stream.next<{ nao_lidas: number }>('notificacao', 2000)).toMatchObject({ nao_lidas: nao_lidas + 1 });
      expect(ended).toBe(false);

      // 'Sair' on the other server: the stream of that session ends, so the tab hears nothing more.
      const loggedOut = await second.call({ method: 'POST', url: '/api/v1/logout', headers: { authorization: `Bearer ${token}` } });
      expect(loggedOut.status).toBe(200);
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the stream of an ended session stayed open for 2 s')), 2000).unref(),
      );
      await Promise.race([stream.ended, timeout]);
    } finally {
      stream.close();
    }
  });
});
