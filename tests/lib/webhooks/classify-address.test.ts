import { describe, expect, test } from "vitest";
import { classifyAddress } from "@/lib/webhooks/classify-address";

describe("classifyAddress", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["0.0.0.0", "this network"],
    ["::", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.10.1", "link-local"],
    ["fe80::1", "link-local"],
    ["FE80::abcd", "link-local"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.254", "CGNAT"],
    ["fd00:ec2::254", "private"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["0:0:0:0:0:ffff:a00:1", "private"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:192.168.0.1", "private"],
    ["64:ff9b::10.0.0.1", "private"],
    ["2002:c0a8:0101::1", "private"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["198.18.0.1", "benchmarking"],
  ])("refuses %s as %s", (address, phrase) => {
    expect(classifyAddress(address)).toContain(phrase);
  });

  test.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2a00:1450:4001::200e"])(
    "accepts the public address %s",
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );
});
