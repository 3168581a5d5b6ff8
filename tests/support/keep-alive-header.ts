import { type Agent, request as httpRequest } from "node:http";

/** GET `url` on a kept-alive connection of `agent`: the Keep-Alive header it was answered with. */
export function keepAliveHeaderOf(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(String(response.headers["keep-alive"])));
    })
      .on("error", reject)
      .end();
  });
}
