// jsdom lacks the Fetch API, web streams and encoders that MSW 2 and Apollo's HttpLink
// use; hand the test realm Node's own implementations (the jest-fixed-jsdom approach).
// Not MessageChannel: React's scheduler would hold a port open and Jest would never exit.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      TextEncoderStream,
      TextDecoderStream,
      BroadcastChannel,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
    });
  }
}

module.exports = PortalJsdomEnvironment;
