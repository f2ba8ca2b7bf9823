import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

export interface UnderPressureOptions {
  maxEventLoopDelay?: number;
  maxHeapUsedBytes?: number;
  sampleInterval?: number;
}

/**
 * Sheds load with 503 when the process is saturated, so a spike slows nobody down for long.
 * The 503 goes through the global error handler, which gives it the spec's error shape.
 */
export async function registerUnderPressure(app: FastifyInstance, options: UnderPressureOptions = {}): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelay ?? 1000,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? 0,
    sampleInterval: options.sampleInterval ?? 1000,
    retryAfter: 10,
  });
}
