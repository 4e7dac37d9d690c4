import 'reflect-metadata';
import type { IncomingHttpHeaders } from 'node:http';
import { Body, Controller, Module, Param } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { pino } from 'pino';
import { API, route, type Actor, type PlatformHealth } from '@lieux/contracts';
import { CategoryDto } from '@lieux/contracts/dto';
import type { RpcCallContext } from '@lieux/messaging';
import { acceptRequestId, REQUEST_ID_HEADER } from '@lieux/platform';
import { ActorGuard } from '../actor/actor.guard.js';
import { ActorResolver } from '../actor/actor.resolver.js';
import { CallContext } from '../actor/call-context.decorator.js';
import { buildOpenApiDocument } from '../docs/openapi.js';
import { SpaIndex } from '../web/spa-index.js';
import { ApiRoute } from './api-route.decorator.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { createValidationPipe } from './validation.pipe.js';

const RENAME = route('PUT', '/api/test-categories/:slug', { access: 'anyone', query: 'CategoryDto', body: 'CategoryDto', response: 'CategoryDto' });
const FORGET = route('DELETE', '/api/test-categories/:slug', { access: 'anyone' });
const WHO = route('GET', '/api/test-who', { access: 'anyone', response: 'CategoryDto' });
const ADMINS = route('GET', '/api/test-admins', { access: 'admin', response: 'CategoryDto' });
const VOTERS = route('GET', '/api/test-voters', { access: { who: 'signed-in', signInCode: 'vote_sign_in_required' }, response: 'CategoryDto' });

const forgotten: string[] = [];
const MERCHANT: Actor = { userId: '0b6f3c0e-5d43-4c1e-9a5e-2f0c6b7d8e91', role: 'merchant', plan: 'pro' };

@Controller()
class TestController {
  @ApiRoute(API.categories.list, { summary: 'Liste' })
  list(): CategoryDto[] {
    return [{ id: 'cafe', name: 'Café' }];
  }

  @ApiRoute(RENAME, { summary: 'Renommer' })
  rename(@Param('slug') slug: string, @Body() body: CategoryDto): CategoryDto {
    return { id: slug, name: `${body.name} (${body instanceof CategoryDto ? 'validé' : 'brut'})` };
  }

  @ApiRoute(FORGET, { summary: 'Oublier' })
  async forget(@Param('slug') slug: string): Promise<void> {
    forgotten.push(slug);
  }

  @ApiRoute(WHO, { summary: 'Qui ?' })
  who(@CallContext() context: RpcCallContext): CategoryDto {
    return { id: context.actor?.userId ?? 'anonyme', name: context.requestId ?? '' };
  }

  @ApiRoute(ADMINS, { summary: 'Administrateurs' })
  admins(): CategoryDto {
    return { id: 'admins', name: 'Administrateurs' };
  }

  @ApiRoute(VOTERS, { summary: 'Votants' })
  voters(): CategoryDto {
    return { id: 'voters', name: 'Votants' };
  }
}

// Type-level checks (`tsc -p tsconfig.spec.json`): a handler returns its route's response.
export class WrongHandlers {
  // @ts-expect-error the route answers a list of categories
  @ApiRoute(API.categories.list, { summary: 'x' })
  list(): Promise<PlatformHealth> {
    return Promise.resolve({ status: 'ok', services: {} as PlatformHealth['services'] });
  }

  // @ts-expect-error a 204 route answers nothing
  @ApiRoute(FORGET, { summary: 'x' })
  forget(): CategoryDto {
    return { id: 'x', name: 'x' };
  }

  // @ts-expect-error the route's docs say what it does
  @ApiRoute(API.categories.list)
  undocumented(): CategoryDto[] {
    return [];
  }
}

type SchemaNode = { $ref?: string; [key: string]: unknown };

function refsIn(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = typeof (node as SchemaNode).$ref === 'string' ? [(node as SchemaNode).$ref as string] : [];
  return [...own, ...Object.values(node).flatMap(refsIn)];
}

describe('@ApiRoute', () => {
  let app: NestFastifyApplication;
  let actor: Actor | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    @Module({
      controllers: [TestController],
      providers: [
        { provide: ActorResolver, useValue: { resolve: async () => actor } },
        { provide: APP_GUARD, useClass: ActorGuard },
      ],
    })
    class TestModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter({ genReqId: (request: { headers: IncomingHttpHeaders }) => acceptRequestId(request.headers[REQUEST_ID_HEADER]) }), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter(pino({ level: 'silent' }), new SpaIndex('/nowhere')));
    // light-my-request (Fastify's inject) does not load under Jest's ESM mode: a real port on loopback.
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function inject(options: { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }) {
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method,
      headers: { ...options.headers, ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    });
    const text = await response.text();
    return { statusCode: response.status, json: () => JSON.parse(text) as unknown };
  }

  it("serves the route's method and full path, with its success status", async () => {
    expect((await inject({ method: 'GET', url: '/api/categories' })).json()).toEqual([{ id: 'cafe', name: 'Café' }]);
    const renamed = await inject({ method: 'PUT', url: '/api/test-categories/cafe', payload: { id: 'cafe', name: 'Kahwa' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: 'cafe', name: 'Kahwa (validé)' });
    expect((await inject({ method: 'DELETE', url: '/api/test-categories/cafe' })).statusCode).toBe(204);
    expect(forgotten).toEqual(['cafe']);
  });

  it("validates the body against the route's DTO class, in French", async () => {
    const refused = await inject({ method: 'PUT', url: '/api/test-categories/cafe', payload: { id: 'cafe', name: 4, admin: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: expect.arrayContaining([{ field: 'admin', messages: ["Ce champ n'est pas attendu"] }]) });
  });

  it('hands the controller the actor the resolver found, and nothing for an anonymous request', async () => {
    actor = MERCHANT;
    expect((await inject({ method: 'GET', url: '/api/test-who', headers: { 'x-request-id': 'req-who-0001' } })).json()).toEqual({
      id: MERCHANT.userId,
      name: 'req-who-0001',
    });
    actor = undefined;
    expect((await inject({ method: 'GET', url: '/api/test-who' })).json()).toMatchObject({ id: 'anonyme' });
  });

  it("applies who may call the route, as its contract declares it", async () => {
    actor = undefined;
    expect(await inject({ method: 'GET', url: '/api/test-admins' })).toMatchObject({ statusCode: 401 });
    const signedOut = await inject({ method: 'GET', url: '/api/test-voters' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'vote_sign_in_required', message: 'Connectez-vous pour voter pour ce lieu' });
    actor = MERCHANT;
    const merchant = await inject({ method: 'GET', url: '/api/test-admins' });
    expect(merchant.statusCode).toBe(403);
    expect(merchant.json()).toMatchObject({ code: 'forbidden' });
    expect((await inject({ method: 'GET', url: '/api/test-voters' })).statusCode).toBe(200);
    actor = { ...MERCHANT, role: 'admin' };
    expect((await inject({ method: 'GET', url: '/api/test-admins' })).statusCode).toBe(200);
    actor = undefined;
  });

  describe('the OpenAPI document', () => {
    it('says who may call each operation (x-access)', () => {
      const document = buildOpenApiDocument(app);
      expect(document.paths['/api/test-admins'].get).toMatchObject({ 'x-access': { who: 'admin' } });
      expect(document.paths['/api/test-voters'].get).toMatchObject({ 'x-access': { who: 'signed-in', signInCode: 'vote_sign_in_required' } });
      expect(document.paths['/api/categories'].get).toMatchObject({ 'x-access': { who: 'anyone' } });
    });

    it("describes the response with the DTO class's own fields", () => {
      const document = buildOpenApiDocument(app);
      const categories = document.paths['/api/categories'].get;
      expect(categories?.responses['200']).toMatchObject({
        content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/CategoryDto' } } } },
      });
      expect(document.components?.schemas?.CategoryDto).toEqual({
        type: 'object',
        properties: {
          id: { type: 'string', description: 'Clé stable, en minuscules', example: 'restaurant' },
          name: { type: 'string', description: 'Nom affiché, en français', example: 'Restaurant' },
        },
        required: ['id', 'name'],
      });
      expect(categories?.responses.default).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      });
    });

    it('describes the path parameters, the query and the body', () => {
      const rename = buildOpenApiDocument(app).paths['/api/test-categories/{slug}'].put;
      expect(rename?.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'slug', in: 'path', required: true }),
          expect.objectContaining({ name: 'name', in: 'query', required: true }),
        ]),
      );
      expect(rename?.requestBody).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/CategoryDto' } } },
      });
      expect(buildOpenApiDocument(app).paths['/api/test-categories/{slug}'].delete?.responses).toHaveProperty('204');
    });

    it('resolves every reference to a schema of the document', () => {
      const document = buildOpenApiDocument(app);
      const names = Object.keys(document.components?.schemas ?? {});
      for (const ref of refsIn(document)) expect(names).toContain(ref.replace('#/components/schemas/', ''));
      expect(document.components?.schemas?.PlatformHealth).toMatchObject({
        properties: { services: { type: 'object', additionalProperties: { $ref: '#/components/schemas/HealthReply' } } },
      });
      expect(document.components?.schemas?.ApiErrorBody).toMatchObject({
        properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } } },
        required: ['message', 'code'],
      });
    });
  });
});
