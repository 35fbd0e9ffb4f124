/** Test runs hash passwords at a cheaper cost (see `hashWithTestCost`); production's is checked by password-cost.server.test.ts. */
import { hashWithTestCost } from "../server/staff/password.server.ts";

hashWithTestCost();
