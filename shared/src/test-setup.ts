// jsdom gets Node's Fetch API and web streams from ../jest-environment.cjs (MSW needs the
// real implementations), so no fetch polyfill is loaded here.
import '@testing-library/jest-dom';
