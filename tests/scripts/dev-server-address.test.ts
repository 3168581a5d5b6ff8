// `npm run dev` serves /dev/mail (every reset and invitation link) without a sign-in: it listens
// on this machine only unless told otherwise.
import { describe, expect, test } from "vitest";
import { DEV_DEFAULT_HOST, devServerAddress, listensBeyondThisMachine } from "@/scripts/support/dev-server-address";

describe("devServerAddress", () => {
  test.each([
    [[], {}, "127.0.0.1"],
    [[], { HOST: "0.0.0.0" }, "0.0.0.0"],
    [[], { HOST: "  " }, "127.0.0.1"],
    [["--hostname", "0.0.0.0"], {}, "0.0.0.0"],
    [["-H", "192.168.1.5"], { HOST: "0.0.0.0" }, "192.168.1.5"],
    [["--hostname=::"], { HOST: "127.0.0.1" }, "::"],
  ])("argv %j, env %j → %s", (argv, env, host) => {
    expect(devServerAddress(argv, env).host).toBe(host);
  });

  test("loopback by default, on PORT or 3000", () => {
    expect(DEV_DEFAULT_HOST).toBe("127.0.0.1");
    expect(devServerAddress([], {})).toEqual({ host: "127.0.0.1", port: "3000" });
    expect(devServerAddress([], { PORT: "4000" }).port).toBe("4000");
    expect(listensBeyondThisMachine("127.0.0.1")).toBe(false);
    expect(listensBeyondThisMachine("0.0.0.0")).toBe(true);
  });
});
