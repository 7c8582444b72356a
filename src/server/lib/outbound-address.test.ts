import { describe, expect, it } from 'vitest';
import { isAllowedTarget, outboundUrlProblem, parseCidrList } from './outbound-address.ts';

const rules = (allowed = '', httpsOnly = false) => ({ allowed: parseCidrList(allowed), maxLength: 2000, httpsOnly });

describe('outbound address rules (webhooks, ntfy, Web Push)', () => {
  it('refuses loopback, private, link-local, unique-local and other non-public hosts in every written form', () => {
    for (const url of [
      'http://127.0.0.1/topic',
      'http://localhost.:80@127.0.0.1/', // a user name: refused before the host is looked at
      'http://0x7f000001/topic',
      'http://2130706433/topic',
      'http://0177.0.0.1/topic',
      'http://127.1/topic',
      'http://[::1]/topic',
      'http://[::ffff:127.0.0.1]/topic',
      'http://[::ffff:7f00:1]/topic',
      'http://10.0.0.8/topic',
      'http://0xa000008/topic',
      'http://192.168.1.20:8123/topic',
      'http://172.16.0.1/topic',
      'http://100.64.0.1/topic',
      'http://[fe80::1]/topic',
      'http://[fc00::1]/topic',
      'http://[fd12:3456::1]/topic',
      'http://0.0.0.0/topic',
    ]) {
      expect(outboundUrlProblem(url, rules()), url).toBeDefined();
    }
    expect(outboundUrlProblem('https://ntfy.sh/kitchen', rules())).toBeUndefined();
    expect(outboundUrlProblem('http://93.184.215.14/topic', rules())).toBeUndefined();
  });

  it('lets the allow-list through, but never the cloud metadata addresses', () => {
    const allowed = rules('127.0.0.1/32, 192.168.0.0/16, 169.254.0.0/16, fd00::/8');
    expect(outboundUrlProblem('http://127.0.0.1:8080/topic', allowed)).toBeUndefined();
    expect(outboundUrlProblem('http://0x7f000001:8080/topic', allowed)).toBeUndefined();
    expect(outboundUrlProblem('http://[::ffff:127.0.0.1]/topic', allowed)).toBeUndefined();
    expect(outboundUrlProblem('http://192.168.1.20:8123/topic', allowed)).toBeUndefined();
    expect(outboundUrlProblem('http://127.0.0.2/topic', allowed)).toBeDefined();
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://2852039166/latest',
      'http://0xa9fea9fe/latest',
      'http://[::ffff:169.254.169.254]/latest',
      'http://[fd00:ec2::254]/latest',
    ]) {
      expect(outboundUrlProblem(url, allowed), url).toMatch(/metadata/);
    }
    expect(isAllowedTarget('169.254.169.254', parseCidrList('0.0.0.0/0'))).toBe(false);
    expect(isAllowedTarget('169.254.1.1', parseCidrList('169.254.0.0/16'))).toBe(true);
  });

  it('refuses other schemes, https only where asked, and addresses over the length limit', () => {
    expect(outboundUrlProblem('ftp://ntfy.sh/topic', rules())).toMatch(/http/);
    expect(outboundUrlProblem('javascript:alert(1)', rules())).toMatch(/http/);
    expect(outboundUrlProblem('not a url', rules())).toMatch(/URL/);
    expect(outboundUrlProblem('http://push.example.com/x', rules('', true))).toMatch(/https/);
    expect(outboundUrlProblem(`https://ntfy.sh/${'a'.repeat(2000)}`, rules())).toMatch(/2000/);
    expect(outboundUrlProblem('https://user:pw@ntfy.sh/topic', rules())).toMatch(/password/);
  });
});
