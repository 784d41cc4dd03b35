// The one edit protocol of the staff API (docs/staff.md): a versioned resource declares its noun, its
// id and its own refusals, and gets the handlers that read with an ETag, write over If-Match (428
// without, 412 with the current version when stale), answer problems by field, not-found and history.
import type { I18n } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { saidProblems } from '../../http/fieldProblems';
import { ApiError } from '../../http/errors';
import { answerI18n } from '../../http/requestLanguage';
import { normaliseEmail } from '../staffList';
import { HISTORY_PAGE } from './editHistory';
import { requiredIfMatch, type RecordNoun } from './ifMatch';
import { problemList, type EditOutcome, type FieldWords, type Versioned } from './versionedRecord';

export interface VersionedResource<Refusal extends { kind: string }> {
  /** 'product': its error codes ('invalid_product'), and every message names it ("There is no product with the id 7."). */
  noun: RecordNoun;
  /** The address's id, or a 400; a resource of one record (the shop settings) has no id in its address. */
  idOf(raw: string): number;
  /** The address's parameter that holds the id: 'id' by default ('number' for an order). */
  param?: string;
  /** The answer to the resource's own refusals (a taken id, a name in use): sent, or thrown as an ApiError. */
  refuse(reply: FastifyReply, refusal: Refusal, id: number): FastifyReply;
}

type IdParams<P extends string> = Record<P, string>;
type IdRequest<P extends string> = FastifyRequest<{ Params: IdParams<P> }>;
type WriteRequest<P extends string> = FastifyRequest<{
  Params: IdParams<P>;
  Headers: { 'if-match'?: string };
  Body: unknown;
}>;
type HistoryRequest<P extends string> = FastifyRequest<{
  Params: IdParams<P>;
  Querystring: { limit?: number; before?: number };
}>;
type Handler<Request> = (request: Request, reply: FastifyReply) => Promise<void>;

/**
 * Returning the reply tells Fastify the answer is sent (its onSend hooks may still be running); typed
 * void, so each route's handler type, which lists its schema's bodies, takes it.
 */
const sent = (reply: FastifyReply): void => reply as unknown as void;

const OUTCOMES = new Set(['saved', 'removed', 'not_found', 'invalid', 'stale']);

/** A resource's answers: its not-found, and a change's outcome as the answer its route's schema lists. */
function outcomeAnswers<R, Refusal extends { kind: string }>(resource: VersionedResource<Refusal>) {
  const { noun } = resource;
  const notFound = (id: number) =>
    new ApiError(404, 'not_found', (i18n) =>
      i18n._({
        id: 'api.staff.notFound',
        message:
          '{noun, select, product {There is no product with the id {id}.} category {There is no category with the id {id}.} order {There is no order with the id {id}.} other {There is no settings with the id {id}.}}',
        values: { noun, id: String(id) },
      }),
    );

  const invalidBody = (i18n: I18n, problems: readonly FieldWords[]) => ({
    error: `invalid_${noun}`,
    message: i18n._({
      id: 'api.staff.invalid',
      message: 'Nothing was saved: {problems}.',
      values: { problems: problemList(i18n, problems) },
    }),
    problems: saidProblems(i18n, problems),
  });

  const staleBody = (i18n: I18n, current: R, etag: string) => ({
    error: 'changed_since_read',
    message: i18n._({
      id: 'api.staff.stale',
      message:
        '{noun, select, product {Someone changed this product since you read it. Its current version is in `current`; nothing was saved.} category {Someone changed this category since you read it. Its current version is in `current`; nothing was saved.} order {Someone changed this order since you read it. Its current version is in `current`; nothing was saved.} other {Someone changed the shop settings since you read it. Its current version is in `current`; nothing was saved.}}',
      values: { noun },
    }),
    current,
    etag,
  });

  function answer(reply: FastifyReply, outcome: EditOutcome<R, Refusal>, id: number): FastifyReply {
    if (!OUTCOMES.has(outcome.kind)) return resource.refuse(reply, outcome as Refusal, id);
    const known = outcome as EditOutcome<R>;
    switch (known.kind) {
      case 'saved':
        return reply.header('etag', known.etag).send(known.record);
      case 'removed':
        return reply.code(204).send();
      case 'not_found':
        throw notFound(id);
      case 'invalid':
        return reply.code(400).send(invalidBody(answerI18n(reply), known.problems));
      case 'stale':
        return reply
          .code(412)
          .header('etag', known.etag)
          .send(staleBody(answerI18n(reply), known.current, known.etag));
    }
  }

  return { notFound, answer };
}

/** The handlers of a versioned resource's routes, and its answers for routes of its own. */
export function editProtocol<R, Refusal extends { kind: string } = never, P extends string = 'id'>(
  resource: VersionedResource<Refusal> & { param?: P },
) {
  const { noun } = resource;
  type Outcome = EditOutcome<R, Refusal>;
  const { notFound, answer } = outcomeAnswers<R, Refusal>(resource);
  const param = (resource.param ?? 'id') as P;
  const idOf = (request: IdRequest<P>) => resource.idOf((request.params as IdParams<P>)[param]);

  const ifMatchOf = (request: WriteRequest<P>) => requiredIfMatch(request.headers['if-match'], noun);
  const byOf = (request: FastifyRequest) => normaliseEmail(request.email);

  return {
    notFound,
    answer,
    ifMatchOf,
    byOf,

    read:
      (read: (id: number) => Promise<Versioned<R> | undefined>): Handler<IdRequest<P>> =>
      async (request, reply) => {
        const id = idOf(request);
        const found = await read(id);
        if (!found) throw notFound(id);
        return sent(reply.header('etag', found.etag).send(found.record));
      },

    /** An add: 201, with the new record's address when `locationOf` gives one. */
    add:
      (
        add: (body: unknown, by: string) => Promise<Outcome>,
        locationOf?: (record: R) => string,
      ): Handler<WriteRequest<P>> =>
      async (request, reply) => {
        const outcome = await add(request.body, byOf(request));
        if (outcome.kind === 'saved') {
          reply.code(201);
          if (locationOf) reply.header('location', locationOf((outcome as Versioned<R>).record));
        }
        return sent(answer(reply, outcome, 0));
      },

    save:
      (save: (id: number, body: unknown, ifMatch: string, by: string) => Promise<Outcome>): Handler<WriteRequest<P>> =>
      async (request, reply) => {
        const id = idOf(request);
        const ifMatch = ifMatchOf(request);
        return sent(answer(reply, await save(id, request.body, ifMatch, byOf(request)), id));
      },

    remove:
      (remove: (id: number, ifMatch: string, by: string) => Promise<Outcome>): Handler<WriteRequest<P>> =>
      async (request, reply) => {
        const id = idOf(request);
        const ifMatch = ifMatchOf(request);
        return sent(answer(reply, await remove(id, ifMatch, byOf(request)), id));
      },

    /** One record's history, a page at a time; a 404 for an id with neither a record nor a history. */
    history:
      <H>(
        history: (id: number, limit: number, before?: number) => Promise<H | undefined>,
      ): Handler<HistoryRequest<P>> =>
      async (request, reply) => {
        const id = idOf(request);
        const { limit = HISTORY_PAGE, before } = request.query;
        const page = await history(id, limit, before);
        if (!page) throw notFound(id);
        return sent(reply.send(page));
      },
  };
}
