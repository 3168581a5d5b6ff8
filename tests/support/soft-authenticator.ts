import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for route tests: it answers WebAuthn challenges the way
 * a browser and a platform authenticator would (an ES256 key, "none" attestation, user present
 * and verified), and lets a test bend one thing at a time: the origin it reports, the RP ID it
 * hashes, the challenge it signs, the counter it reports. The browser tests use Chromium's own
 * virtual authenticator instead (e2e/passkeys.spec.ts).
 */
export class SoftAuthenticator {
  readonly credentialId = toBase64Url(randomBytes(32));
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle: string | undefined;
  counter = 0;
  /**
   * The backup flags it reports: `eligible` (BE, a passkey provider that may sync it, e.g. a
   * password manager) and `synced` (BS, backed up now). Off, as for a security key.
   */
  backup = { eligible: false, synced: false };

  constructor(
    readonly origin: string,
    readonly rpId: string = new URL(origin).hostname,
  ) {}

  /** Answers registration options (what POST /api/dashboard/passkeys/options gave). */
  register(options: { challenge: string; user: { id: string } }, bend: Bend = {}) {
    this.userHandle = options.user.id;
    const publicKey = coseKey(this.keys.publicKey);
    const id = Buffer.from(isoBase64URL.toBuffer(this.credentialId));
    const attested = Buffer.concat([Buffer.alloc(16), u16(id.length), id, Buffer.from(publicKey)]);
    const authData = this.authenticatorData(0x40, bend, attested);
    const clientDataJSON = clientData("webauthn.create", options.challenge, bend.origin ?? this.origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return this.credential({
      clientDataJSON: toBase64Url(clientDataJSON),
      attestationObject: toBase64Url(attestationObject),
      transports: ["internal"],
    });
  }

  /** Answers authentication options: the counter moves on by one unless `bend.counter` says otherwise. */
  authenticate(options: { challenge: string }, bend: Bend = {}) {
    this.counter = bend.counter ?? this.counter + 1;
    const authData = this.authenticatorData(0, bend);
    const clientDataJSON = clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]), this.keys.privateKey);
    return this.credential({
      clientDataJSON: toBase64Url(clientDataJSON),
      authenticatorData: toBase64Url(authData),
      signature: toBase64Url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }

  /** The credential's JSON as a browser encodes it (@simplewebauthn/browser), around a `response`. */
  private credential<Response>(response: Response) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
      response,
    };
  }

  private authenticatorData(extraFlags: number, bend: Bend, attested: Buffer = Buffer.alloc(0)): Buffer {
    const rpIdHash = createHash("sha256")
      .update(bend.rpId ?? this.rpId)
      .digest();
    // User present (0x01) and verified (0x04), unless the test says the user was not verified.
    // Backup eligible (0x08) and backed up (0x10) as `backup` says.
    const backup = (this.backup.eligible ? 0x08 : 0) | (this.backup.synced ? 0x10 : 0);
    const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04) | backup | extraFlags;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  }
}

/** One thing a test changes in an answer. */
export type Bend = { origin?: string; rpId?: string; challenge?: string; counter?: number; userVerified?: boolean };

function toBase64Url(bytes: Uint8Array): string {
  return isoBase64URL.fromBuffer(new Uint8Array(bytes));
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

/** The public key as COSE (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]) as never,
  );
}
