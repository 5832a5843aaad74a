/**
 * Property tests run with a fixed seed so that a run can be repeated exactly; set FC_SEED to a
 * number to replay another seed, or to `random` to explore new inputs on every run.
 */
import fc from "fast-check";

const requested = process.env.FC_SEED;
if (requested !== "random") {
  fc.configureGlobal({ seed: requested ? Number(requested) : 20261122 });
}
