/** The JSON a stubbed fetch was sent. */
export function sentJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('the call sent no JSON body');
  return JSON.parse(init.body);
}
