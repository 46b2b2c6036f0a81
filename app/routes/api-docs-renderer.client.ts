import swaggerUiScript from "swagger-ui-dist/swagger-ui-bundle.js?url";

/**
 * The address of Swagger UI's script, a static asset of our origin. A `.client` module: the server build leaves it
 * out, so the Worker's output never holds a copy of the renderer that its upload would take as a module.
 */
export const SWAGGER_UI_SCRIPT: string = swaggerUiScript;
