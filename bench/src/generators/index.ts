/**
 * Every module's data generator. A module that wants its tables filled at scale adds a file here
 * that calls registerGenerator (see ../generate.ts) and imports it below; `after` orders it.
 */
import './departments';
import './users';
import './teams';
import './tags';
import './forms';
import './customers';
import './products';
import './equipment';
import './orders';
