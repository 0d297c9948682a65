/**
 * A stand-in for Cloudflare Access's key endpoint (https://{team}.cloudflareaccess.com/cdn-cgi/access/certs),
 * for the Worker tests: miniflare's outboundService sends the Worker's fetches to the team's
 * host here. The key pair is a test key made for these tests only; its private half signs
 * the tokens the tests send as Cf-Access-Jwt-Assertion.
 */
export const ACCESS_TEAM_DOMAIN = "locus-test.cloudflareaccess.com";
export const ACCESS_AUD = "locus-test-admin-aud";

export const ACCESS_TEST_PRIVATE_JWK = {
  kty: "RSA",
  n: "r7TYBttoi0Ru4EszykDgyC1BCMWKn6wM1EArSeLVLbixzp7fxU4f7-I-sVn-hDzvGeCmNnRxcaXLVwiny1SFDdFAPnsiEfZSrbI1jOv7g0agtNaK1MRIev45ynfyXetvSAKhj-lsMRZi88Tt7igjcUDPw1mIgL2wKpVZ1v0cNjLo6RupMfPAKQgH1rMN2TfQ7edPa2W6RjX0z-BUsnR_-WRrHfN21FyI-oERWouzHbUDDjPD-jH4UUy3CeCmUwAedEDXbVXxSquvurjp7fOuqEv9Cxy0QRn0i-ZfWTP-N_2z-iOlh2KLjiMmGtVEr4wcL4rUcv59x-LqbjIbbfXudw",
  e: "AQAB",
  d: "AvKbwUCoWpOLyqRtE1o-Nc_f84__pifZAIJ-RHVyFtAInPEN3mYM0KGGZG4lF-Q1u32liA1EFSK7Hhsi3Q7uZenQmzERrK4_M_ysB6YReRrKZHtNvpyYwD8ITOhGfxlsUWmioMszR0rf3wd4iPq4oOdEwz_xcS0_3KkZLQV3sn3ck-r-wwCGwzzNzE2_SZCH8GhJbZ64uTD06kW2XvR2TH7Keq3daMpuWZgLZiKAPZxTZk12UhzQ7CQwPJDJ_shYZspvSxgVEBufyavTFmJ1sGwnwL94UnH2Wts3CqxCdunmiN_aSCalkp0yjounrpAmXGozJOmk-Ruro_y1NUGKiQ",
  p: "760fXLxPnAN5D3wFbFdAfkmo61RPSAIrKK_8NS9bCjJ3TXD5eEdzWdTVg8MFHczwyhg8XUxV9JtFAxhzCruO63MopOmDPQScFxeOT3rCAifyH133oX7EP6QpjbBJ36CRQXfIBbdM-xXAhpIQCFkRHzNNJ0irlQe4DV_P9yE_1jk",
  q: "u6xf6sU9fLy_T5NVlByFGb0_VJftC7YF-Bu-W0h4leOLdlszDePsOcvELyRK8dJ9qSJm98X8qhlH3-vKd4t_Iqx5MMQnqcgfq1eshj9icyRiiPmW_DXmZRZaqnB1Qv_XUgUaT3x1jyRPU5skNS1ALddKkooKYCpGZbJ2tzjaai8",
  dp: "ya-oXZRFdabif6pAsgu2RM9dazKWSKUyhlmZZXQFK06OYEd6VsHhiq10Qx2gN5SW56l_Wo97IYxrhZBUdqqgOPe-MxAhlP5FD5WN9sn5anEM6WJcmLShFmDhas73S0zGDw5p7o1yJTQHv_Y3sZ6prtSvzyfy40UMl4yR54c-Pdk",
  dq: "XmY9NPUTkZvLSzab9E1IMgM8SMvGo35ikEM8Q-Q3K4XyT41eJ91-pC-3tdK2k97B8IJqcrU2-0SOH7cV933GbGV-7CWuobsVGvWVxU06sxoZKjcJWEGwayaMYnEAuru_zfTdICBFbcPg1vgRhWIGh0hkrUMcJvT8xgi3qD_DtWc",
  qi: "jjiVMpJEQ9ALlKe8sYle77VcPiRt15Y8waKV-sP8DO1BmLHYqEfrhUKAaP9xQ7wtdO-bReqo5WgskzjI7Wd_soowhgA8YxvfPzvsET2Fvs4t56SoDG_d8Ona0-k922uTQyfhn-mnIzd5N2L7rdJevvsGrtNIOZeHkgyTOYjxALM",
  kid: "locus-test-key",
  alg: "RS256",
  use: "sig",
};

const PUBLIC_JWK = {
  kty: "RSA",
  n: "r7TYBttoi0Ru4EszykDgyC1BCMWKn6wM1EArSeLVLbixzp7fxU4f7-I-sVn-hDzvGeCmNnRxcaXLVwiny1SFDdFAPnsiEfZSrbI1jOv7g0agtNaK1MRIev45ynfyXetvSAKhj-lsMRZi88Tt7igjcUDPw1mIgL2wKpVZ1v0cNjLo6RupMfPAKQgH1rMN2TfQ7edPa2W6RjX0z-BUsnR_-WRrHfN21FyI-oERWouzHbUDDjPD-jH4UUy3CeCmUwAedEDXbVXxSquvurjp7fOuqEv9Cxy0QRn0i-ZfWTP-N_2z-iOlh2KLjiMmGtVEr4wcL4rUcv59x-LqbjIbbfXudw",
  e: "AQAB",
  kid: "locus-test-key",
  alg: "RS256",
  use: "sig",
};

/** Answers the team's certs endpoint with the test key's public half. */
export function accessStandin(request: Request): Response {
  const url = new URL(request.url);
  if (url.hostname === ACCESS_TEAM_DOMAIN && url.pathname === "/cdn-cgi/access/certs") {
    return Response.json({ keys: [PUBLIC_JWK] });
  }
  return new Response("not found", { status: 404 });
}
