/**
 * A fake Stripe API for tests: enough of /v1 for our calls, reached by the real `stripe` SDK
 * through STRIPE_API_BASE. It records what the SDK sent so tests can assert the parameters.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscriptionInput {
  id: string;
  status: string;
  customer?: string;
  userId?: number;
  periodStart?: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

function subscriptionObject(input: FakeSubscriptionInput) {
  const start = input.periodStart ?? input.periodEnd - 30 * 24 * 3600;
  return {
    id: input.id,
    object: 'subscription',
    status: input.status,
    customer: input.customer ?? 'cus_test',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: input.userId ? { user_id: String(input.userId) } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  /** Makes DELETE /v1/subscriptions/:id (cancel at once) answer 500, as an outage would. */
  failCancellation = false;
  private readonly subscriptions = new Map<string, ReturnType<typeof subscriptionObject>>();
  private server: Server | null = null;
  private sessions = 0;

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  setSubscription(input: FakeSubscriptionInput): void {
    this.subscriptions.set(input.id, subscriptionObject(input));
  }

  subscription(id: string) {
    return this.subscriptions.get(id);
  }

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      const params = Object.fromEntries(new URLSearchParams(body));
      this.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
        res.end(JSON.stringify(json));
      };
      const notFound = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such resource: ${url.pathname}`,
          },
        });

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        this.sessions += 1;
        const id = `cs_test_${this.sessions}`;
        send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        send(200, {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${params.customer}`,
        });
        return;
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (match?.[1]) {
        const current = this.subscriptions.get(match[1]);
        if (!current) return notFound();
        if (req.method === 'POST' && params.cancel_at_period_end !== undefined) {
          current.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        if (req.method === 'DELETE') {
          if (this.failCancellation) return send(500, { error: { message: 'Stripe is down' } });
          this.subscriptions.delete(match[1]);
          send(200, { ...current, status: 'canceled' });
          return;
        }
        send(200, current);
        return;
      }
      notFound();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
