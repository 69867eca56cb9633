import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { LOG_FILE_MAX_BYTES, LOG_FILES_KEPT } from '../domain/limits';
import type { Config } from './config';
import { redactUrl } from './lib/redact-url';

/**
 * Fastify's request serializer, with the URL's tokens, link hashes and codes redacted: reset
 * and activation links, guest links and socket logins must not be readable from the logs.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino options: JSON lines on stdout, and with LOG_FILE also a rotating file of 524,288-byte
 * files, 5 kept (spec section 9). Fastify adds the request id (reqId) to every request's line.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers["x-api-key"]', 'req.headers["x-session-token"]', 'req.headers.cookie', 'req.headers["sec-websocket-protocol"]'],
      remove: true,
    },
    serializers: { req: serializeRequest },
  };
  if (!config.logFile) return base;
  return {
    ...base,
    transport: {
      targets: [
        { target: 'pino/file', level: config.logLevel, options: { destination: 1 } },
        {
          target: 'pino-roll',
          level: config.logLevel,
          options: {
            file: config.logFile,
            size: `${LOG_FILE_MAX_BYTES / 1024}k`,
            // pino-roll keeps `count` files besides the one being written.
            limit: { count: LOG_FILES_KEPT - 1 },
            mkdir: true,
          },
        },
      ],
    },
  };
}
