// The language an answer's messages speak: the one the request's Accept-Language prefers of the shop's,
// English when it asks for neither (docs/languages.md). Only messages for people follow it; what a
// success answers never does, so no cached answer depends on it.
import type { IncomingHttpHeaders } from 'node:http';
import type { I18n } from '@lingui/core';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../i18n/languages';
import { preferredLanguage } from '../../i18n/preferredLanguage';
import { i18nFor } from '../i18n/serverI18n';

/** The shop's language the request asks for (a Fastify request, or Node's before routing). */
export const requestLanguage = (request: { headers: IncomingHttpHeaders }): Language =>
  preferredLanguage(request.headers['accept-language']);

/** `existing` with `name` added, once: 'Accept-Encoding' + 'Accept-Language'. */
function varyWith(existing: unknown, name: string): string {
  const names = (Array.isArray(existing) ? existing.join(',') : typeof existing === 'string' ? existing : '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  return names.some((each) => each === '*' || each.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}

/**
 * The words of the request's language for `reply`'s messages, the answer marked as in it
 * (Content-Language) and as chosen by Accept-Language (Vary), so no cache gives it to another language.
 */
export function answerI18n(reply: FastifyReply): I18n {
  const language = requestLanguage(reply.request);
  reply.header('content-language', language).header('vary', varyWith(reply.getHeader('vary'), 'Accept-Language'));
  return i18nFor(language);
}
