// @ts-check
// Module Federation's error descriptions as the portal's production builds provide them: one
// phrase for every code. The runtime's own table (@module-federation/error-codes: desc.mjs, its
// fifteen English sentences: 0.6 KB gz) comes with the federation runtime in every first load's
// `main.js`, for errors a parent never reads. The runtime's message keeps what an on-call
// engineer needs: the code (`#RUNTIME-008`), the link to its documented cause and fix, and the
// original error (getShortErrorMsg). Swapped in by index.mjs (FEDERATION_ERROR_TEXTS_MODULE);
// development builds keep the sentences.

/** The module swapped for this one (index.mjs, production builds). */
export const FEDERATION_ERROR_TEXTS_MODULE =
  /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/;

/** The phrase each code is described with (the code and its documentation say the rest). */
export const FEDERATION_ERROR_PHRASE = 'Module Federation error';

/** @type {Record<string, string>} */
const described = new Proxy(
  {},
  {
    get: (_target, code) =>
      typeof code === 'string' && /^[A-Z]+-\d{3}$/.test(code) ? FEDERATION_ERROR_PHRASE : undefined,
  },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
