// INT-1: puts each contract call's example (call-examples.ts) into its operation: path and query
// parameters get their value, the JSON body its example, and a call without input its answer. The operation is found by operationId,
// which contract-route.ts sets to the call's name.
import type { CallName } from '@fieldops/contract';
import { callExamples } from './call-examples.js';

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

export function addCallExamples(paths: Record<string, Record<string, Operation>>): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const name = operation.operationId as CallName | undefined;
      const example = name && Object.hasOwn(callExamples, name) ? callExamples[name] : undefined;
      if (!example) continue;
      operation.summary ??= example.summary;
      const parts = example as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        answer?: unknown;
      };
      for (const parameter of operation.parameters ?? []) {
        const values =
          parameter.in === 'path' ? parts.params : parameter.in === 'query' ? parts.query : undefined;
        if (values && Object.hasOwn(values, parameter.name)) parameter.example = values[parameter.name];
      }
      const json = operation.requestBody?.content?.['application/json'];
      if (json && parts.body !== undefined) json.example = parts.body;
      const answer = operation.responses?.['200']?.content?.['application/json'];
      if (answer && parts.answer !== undefined) answer.example = parts.answer;
    }
  }
}
