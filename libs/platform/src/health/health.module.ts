import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { READINESS_CHECKS } from './readiness-check.js';

@Module({})
export class HealthModule {
  /** `checks` provides READINESS_CHECKS: a ReadinessCheck[] built from the process's connections. */
  static register(checks: Provider): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [HealthController],
      providers: [checks],
      exports: [READINESS_CHECKS],
    };
  }
}
